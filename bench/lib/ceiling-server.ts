/**
 * The ceiling: a bare node:http server answering the same rules from a Map, with no edge and no
 * framework. What one Node process on this machine can do at best for the same answers: its
 * redirects and its /healthz carry the very headers and bytes the site's do (the security
 * headers included), so the comparison is of the work around them, not of the answers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MapRedirectTable } from '../../src/server/edge/redirect-map.ts';
import { loadRedirectTable } from '../../src/server/edge/redirect-table.ts';
import { SECURITY_HEADER_LIST } from '../../src/server/edge/security-headers.ts';

const redirects = loadRedirectTable(process.env.REDIRECTS_CSV ?? 'redirects.csv', {
  implementation: (entries) => new MapRedirectTable(entries),
});
const health = '{"status":"ok"}';

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const questionMark = url.indexOf('?');
  const redirect =
    questionMark === -1 ? redirects.lookup(url, '') : redirects.lookup(url.slice(0, questionMark), url.slice(questionMark));
  if (redirect !== undefined) {
    res.writeHead(redirect.status, ['Location', redirect.location, 'Cache-Control', 'no-store', 'Content-Length', '0', ...SECURITY_HEADER_LIST]).end();
    return;
  }
  const body = url === '/healthz' ? health : 'page';
  res
    .writeHead(200, ['Content-Type', 'application/json', 'Content-Length', String(body.length), 'Cache-Control', 'no-store', ...SECURITY_HEADER_LIST])
    .end(body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`ceiling listening on http://${address}:${port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
