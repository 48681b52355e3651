// The Chromium that Lighthouse drives in bench/: Debian's, headless, without the background
// traffic (component updates, sync) that would land in a trace.
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Chromium for every run, with its own profile directory. */
export function launchChromium(userDataDir) {
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
}
