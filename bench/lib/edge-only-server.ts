/**
 * Stand-in for the site while dist/server/index.js does not exist (`--edge-only`): the real
 * edge on a node:http listener, /healthz, and a trivial 200 page for everything else. Same
 * contract as the site: PORT, HOST, REDIRECTS_CSV; prints "site listening on ..."; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEdge, setSecurityHeaders } from '../../src/server/edge/edge.ts';
import { loadRedirectTable } from '../../src/server/edge/redirect-table.ts';

const edge = createEdge({
  redirects: loadRedirectTable(process.env.REDIRECTS_CSV ?? 'redirects.csv'),
  canonicalHost: 'www.example-filler.com',
  alternateHosts: ['example-filler.com', 'www.example-filler.fr', 'example-filler.fr'],
  ipAllowList: [],
  trustProxy: false,
});

const server = createServer((req, res) => {
  if (edge(req, res)) return;
  setSecurityHeaders(res);
  const body = req.url === '/healthz' ? 'ok' : 'page';
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length }).end(body);
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  console.log(`site listening on http://${address}:${port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
