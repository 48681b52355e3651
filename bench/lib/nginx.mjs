// Debian's nginx on loopback with deploy/nginx-site.conf in front of given site processes: the
// deploy test and the page benchmark run the configuration an operator installs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';
// From the project's root, where tests and benches run (a bench may bundle this module elsewhere).
const siteConfPath = path.resolve('deploy/nginx-site.conf');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts nginx over `upstreams` (`host:port` of each site process); resolves once it proxies `/healthz`. */
export async function startNginx(upstreams, { workers = 1 } = {}) {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: npm test installs Debian's nginx package`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const siteConf = readFileSync(siteConfPath, 'utf8')
    .replaceAll('{{CACHE_DIR}}', path.join(prefix, 'cache'))
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    // One line: the placeholder also appears in the file's comment.
    .replaceAll('{{UPSTREAMS}}', upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join(' '));
  writeFileSync(path.join(prefix, 'site.conf'), siteConf);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process on;
worker_processes ${workers};
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
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
  const nginx = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let startupErrors = '';
  nginx.stderr.on('data', (chunk) => (startupErrors += chunk.toString()));
  const stop = () => {
    nginx.kill('SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await fetch(`${origin}/healthz`).then((response) => response.status, () => 0);
    if (status === 200) return { origin, pid: nginx.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`nginx did not start: ${startupErrors}`);
}
