import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, type PublishEventView } from '../shared/kernel/api/contract.ts';
import { refuseUnparsableRequestsInStages } from '../shared/kernel/api/staged-close.ts';
import { subscribeToPublishEvents } from '../shared/kernel/api/publish-subscription.ts';
import { AccountStore } from './accounts/account-store.ts';
import { openBackofficeDatabase } from './backoffice-database.ts';
import { createApiHandler, sendJson } from './http/api-handler.ts';
import { createBackofficeMetrics, METRICS_PATH } from './http/backoffice-metrics.ts';
import { HttpError } from './http/http-error.ts';
import { Refusal } from './refusal.ts';
import { createMediaHandler } from './media/media-handler.ts';
import type { MediaPoolOptions } from './media/media-pool-options.ts';
import { allRoutes } from './routes/all-routes.ts';
import { loadPhoneNumbers } from '../shared/kernel/validation/validators.ts';
import { createServices } from './services.ts';
import { CommitsOfOtherProcesses } from './publishing/commits-of-other-processes.ts';

export interface BackofficeOptions {
  host?: string;
  port?: number;
  /** Where the embedded database lives, and the media rendered from either database. */
  dataDir: string;
  /** A PostgreSQL database (postgres://…) instead of the embedded SQLite file. */
  databaseUrl?: string;
  logRequests?: boolean;
  /** Bearer token of the write API, the admin reads (form submissions) and the metrics; without it they are closed. */
  adminToken?: string;
  /** The threads that typeset documents and render pictures, and how many files may wait for them (decision 180). */
  mediaPool?: MediaPoolOptions;
  /**
   * Told each change committed through the write API once it is, and on SQLite the changes another
   * process committed to the file (the site that started it drops its caches of them).
   */
  onPublished?: (events: readonly PublishEventView[]) => void;
}

export interface RunningBackoffice {
  /** The API base, e.g. http://127.0.0.1:43123/api/v1 */
  url: string;
  close(): Promise<void>;
}

/** Opens the database (creating, migrating and seeding it on first start), then serves API v1 and /media. */
export async function startBackoffice(options: BackofficeOptions): Promise<RunningBackoffice> {
  await loadPhoneNumbers();
  const database = await openBackofficeDatabase(options);
  const log = (line: string) => console.log(`backoffice: ${line}`);
  // On SQLite, an import or another back office may write the same file (PostgreSQL tells of its commits itself).
  const commitsOfOthers = database.engine === 'sqlite' ? await CommitsOfOtherProcesses.from(database) : undefined;
  const services = await createServices(database, {
    dataDir: options.dataDir,
    adminToken: options.adminToken || null,
    ...(options.mediaPool ? { mediaPool: options.mediaPool } : {}),
    onPublished: (event) => {
      commitsOfOthers?.wroteItself(event.id);
      options.onPublished?.([event]);
    },
  });
  await services.media.readSizes();
  commitsOfOthers?.follow({ readAgain: () => services.catalogueReadAgain(), onEvents: (events) => options.onPublished?.(events), log });
  // On PostgreSQL, other back offices may change the catalogue: each of their commits is heard.
  const readAgain = () => void services.catalogueReadAgain().catch((error: unknown) => console.error('backoffice: reading the catalogue again failed', error));
  const subscription =
    options.databaseUrl === undefined
      ? undefined
      : subscribeToPublishEvents({ databaseUrl: options.databaseUrl, onEvents: readAgain, onListening: readAgain, log, applicationName: 'catalogue-backoffice' });
  const accounts = new AccountStore(services.database);
  const handleApi = createApiHandler(services, accounts, allRoutes(services, accounts));
  const handleMedia = createMediaHandler(services);
  const metrics = createBackofficeMetrics(options.adminToken || undefined);

  async function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = request.url ?? '/';
    const queryStart = raw.indexOf('?');
    const path = queryStart === -1 ? raw : raw.slice(0, queryStart);
    const search = queryStart === -1 ? '' : raw.slice(queryStart + 1);
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return handleApi(request, response, path.slice(API_PREFIX.length), search);
    if (path.startsWith('/media/')) return handleMedia(request, response, path.slice('/media/'.length), search);
    if (path === '/health') return sendJson(response, { data: { status: 'ok' } });
    if (path === METRICS_PATH) return metrics.answerMetrics(request, response);
    throw new HttpError(404, { message: 'Not found' });
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    response.setHeader('x-content-type-options', 'nosniff');
    metrics.countAnswer(request, response);
    dispatch(request, response)
      .catch((error: unknown) => answerError(response, error))
      .finally(() => {
        if (options.logRequests) {
          console.log(`${request.method} ${request.url} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
        }
      });
  });
  refuseUnparsableRequestsInStages(server);
  // A slow client cannot hold a connection for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}${API_PREFIX}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          // The media library reads the database for what it renders: it stops first.
          Promise.all([services.media.close(), subscription?.close(), commitsOfOthers?.close()])
            .then(() => database.close())
            .then(() => (error ? reject(error) : resolve()), reject);
        });
        server.closeAllConnections();
      }),
  };
}

function answerError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError || error instanceof Refusal) {
    response.statusCode = error.status;
    if (error.status === 413) response.setHeader('connection', 'close');
    if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
    response.setHeader('cache-control', 'no-store');
    sendJson(response, { errors: error.errors });
    return;
  }
  console.error('backoffice: unexpected error', error);
  response.statusCode = 500;
  sendJson(response, { errors: { message: 'An error has occurred' } });
}
