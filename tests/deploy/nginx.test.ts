/**
 * deploy/nginx-site.conf, for real: Debian's nginx on loopback in front of the site. Pages are
 * cached as the site's headers say, personal pages are not, health checks pass through, and a
 * cached page is still served when the site is down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const nginxBinary = '/usr/sbin/nginx';
let backoffice: FakeBackoffice;
let site: TestSite;
let nginx: ChildProcess;
let prefix: string;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: npm test installs Debian's nginx package`);
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url });
  prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const siteConf = readFileSync('deploy/nginx-site.conf', 'utf8')
    .replaceAll('{{CACHE_DIR}}', path.join(prefix, 'cache'))
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{UPSTREAMS}}', `server ${new URL(site.url).host} max_fails=2 fail_timeout=5s;`);
  writeFileSync(path.join(prefix, 'site.conf'), siteConf);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let startupErrors = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (startupErrors += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await fetch(`${origin}/healthz`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${startupErrors}`);
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await site?.close();
  await backoffice?.close();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test('a public page is cached as the site says: a miss, then hits', async () => {
  const first = await fetch(`${origin}/individual-filler/category/smoothing`);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  await first.text();
  const second = await fetch(`${origin}/individual-filler/category/smoothing`);
  expect(second.headers.get('x-cache-status')).toBe('HIT');
  expect(await second.text()).toContain('<h1');
});

test('personal pages and health checks are never cached', async () => {
  for (let index = 0; index < 2; index += 1) {
    const account = await fetch(`${origin}/account`, { headers: { cookie: 'login_token=abc' } });
    expect(account.headers.get('x-cache-status')).not.toBe('HIT');
    await account.text();
  }
  const health = await fetch(`${origin}/healthz`);
  expect(health.headers.get('x-cache-status')).toBeNull();
  expect(await health.json()).toEqual({ status: 'ok' });
});

test('hashed assets are cached', async () => {
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string };
  await (await fetch(`${origin}${manifest.entry}`)).text();
  const again = await fetch(`${origin}${manifest.entry}`);
  expect(again.headers.get('x-cache-status')).toBe('HIT');
});

test('with the site down, a cached page is still served and readiness says so', async () => {
  await (await fetch(`${origin}/individual-filler/category/smoothing`)).text();
  await site.close();
  const page = await fetch(`${origin}/individual-filler/category/smoothing`);
  expect(page.status).toBe(200);
  expect(['HIT', 'STALE', 'UPDATING']).toContain(page.headers.get('x-cache-status'));
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(502);
});
