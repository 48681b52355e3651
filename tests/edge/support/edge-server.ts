import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEdge, setSecurityHeaders, type EdgeOptions } from '../../../src/server/edge/edge.ts';
import { compileRedirectTable } from '../../../src/server/edge/redirect-table.ts';
import { createRequestTarget } from '../../../src/server/edge/request-target.ts';

export const APP_BODY = 'the app answered';

export const DEFAULT_EDGE_OPTIONS: EdgeOptions = {
  redirects: compileRedirectTable([]),
  canonicalHost: undefined,
  alternateHosts: [],
  ipAllowList: [],
  trustProxy: false,
};

export interface RunningServer {
  readonly port: number;
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * A node:http server with the edge in front of a stand-in app answering 200 APP_BODY, the
 * request target read first as the site does; `siteHosts` are the site's own (none by default).
 */
export async function startEdgeServer(options: Partial<EdgeOptions> & { siteHosts?: readonly string[] }): Promise<RunningServer> {
  const edge = createEdge({ ...DEFAULT_EDGE_OPTIONS, ...options });
  const requestTarget = createRequestTarget(options.siteHosts ?? []);
  const server = createServer((req, res) => {
    if (requestTarget(req, res) || edge(req, res)) return;
    // As the site does for its app: the edge leaves a request it passes on untouched.
    setSecurityHeaders(res);
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(APP_BODY);
  });
  return listen(server);
}

async function listen(server: Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** node:http rather than fetch: fetch may not set Host, and these tests must. */
export function send(
  port: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
