// The Chromium that Lighthouse drives in bench/: the project's quiet Debian Chromium, headless.
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, quietChromiumFlags } from '../../scripts/chromium.mjs';

/** One Chromium for every run, with its own profile directory. */
export function launchChromium(userDataDir) {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless', ...quietChromiumFlags], userDataDir });
}
