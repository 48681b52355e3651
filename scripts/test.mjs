/**
 * `npm test`: makes sure Debian's Chromium is there for the browser tests (installing it through
 * apt when missing — never a browser download), builds the site, then runs every vitest project:
 * unit, integration (real servers on free ports) and end-to-end (Playwright in Chromium).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install Debian's chromium package (sudo apt-get install chromium) and run the tests again.`);
    process.exit(1);
  }
  console.log(`${chromium} is missing: installing Debian's chromium package`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

run(process.execPath, ['build.mjs']);
const vitest = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(vitest.status ?? 1);
