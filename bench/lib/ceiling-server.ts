/**
 * The ceiling: a bare node:http server answering the same rules from a Map, with no edge, no
 * security headers and no framework. What one Node process on this machine can do at best.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MapRedirectTable } from '../../src/server/edge/redirect-map.ts';
import { loadRedirectTable } from '../../src/server/edge/redirect-table.ts';

const redirects = loadRedirectTable(process.env.REDIRECTS_CSV ?? 'redirects.csv', {
  implementation: (entries) => new MapRedirectTable(entries),
});

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const questionMark = url.indexOf('?');
  const redirect =
    questionMark === -1 ? redirects.lookup(url, '') : redirects.lookup(url.slice(0, questionMark), url.slice(questionMark));
  if (redirect !== undefined) {
    res.writeHead(redirect.status, ['Location', redirect.location, 'Cache-Control', 'no-store', 'Content-Length', '0']).end();
    return;
  }
  const body = url === '/healthz' ? 'ok' : 'page';
  res.writeHead(200, ['Content-Type', 'text/plain; charset=utf-8', 'Content-Length', String(body.length)]).end(body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`ceiling listening on http://${address}:${port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
