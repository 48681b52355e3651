// The ceiling for kept pages: a bare node:http server answering each page with the very status,
// headers and bytes the site's render cache sends for it (fetched once from the site, brotli as
// asked), and /healthz as the site does. What one Node process and this load generator can do
// at best for answers of that size: the site's kept pages are compared with it, not only with
// a 15-byte health check.
import { createServer, request } from 'node:http';

const origin = process.env.SITE_ORIGIN;
const paths = JSON.parse(process.env.PAGES ?? '[]');
const acceptEncoding = process.env.ACCEPT_ENCODING ?? 'br, gzip';

function rawAnswer(path) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => {
        // Node frames the body itself; everything else is sent as the site sent it.
        const headers = Object.entries(res.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
        resolve({ status: res.statusCode, head: headers.flatMap(([name, value]) => [name, String(value)]), body: Buffer.concat(parts) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const answers = new Map();
for (const path of ['/healthz', ...paths]) answers.set(path, await rawAnswer(path));

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '/');
  if (!answer) return res.writeHead(404).end();
  res.writeHead(answer.status, answer.head).end(answer.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ceiling listening on http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
