/**
 * `npm test`: makes sure Debian's Chromium (browser tests), nginx (the deploy/ configuration's
 * test) and PostgreSQL (the tests that run the back office's schema on it) are there, installing
 * them through apt when missing — never a browser download — builds
 * the site, then runs every vitest project: unit, integration (real servers on free ports) and
 * end-to-end (Playwright in Chromium). The sites the tests start run the back office it built.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Debian's PostgreSQL server: its binaries live under a folder named by its major version. */
const postgresInstalled = () =>
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'initdb')));
const systemPackages = [
  ['chromium', () => existsSync(chromiumPath)],
  ['nginx-light', () => existsSync('/usr/sbin/nginx')],
  ['postgresql', postgresInstalled],
];

function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

const missing = systemPackages.filter(([, installed]) => !installed()).map(([name]) => name);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`missing Debian packages: ${missing.join(', ')} (sudo apt-get install ${missing.join(' ')}), then run the tests again.`);
    process.exit(1);
  }
  console.log(`installing Debian packages: ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

run(process.execPath, ['build.mjs']);
// The sites the tests start run the back office just built rather than compile it as it loads.
const environment = { ...process.env, BACKOFFICE_ENTRY: path.join(root, 'dist/backoffice/main.js') };
const vitest = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: environment });
process.exit(vitest.status ?? 1);
