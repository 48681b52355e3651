/**
 * Health checks for load balancers, answered on the bare listener before Express:
 * `/healthz` (liveness: the process answers) and `/readyz` (readiness: not draining and the back
 * office reachable). The back-office probe is shared by concurrent polls and kept one second.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADER_LIST } from './edge/security-headers.ts';

export interface HealthOptions {
  /** Resolves when the back office answers, rejects when it does not. */
  readonly probeBackoffice: () => Promise<void>;
  readonly probeTtlMs?: number;
}

export class HealthChecks {
  #draining = false;
  #probe: { readonly at: number; readonly result: Promise<boolean> } | undefined;
  readonly #options: HealthOptions;

  constructor(options: HealthOptions) {
    this.#options = options;
  }

  /** From now on `/readyz` answers 503 so load balancers stop sending new requests. */
  startDraining(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Answers health paths; returns false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (isPath(url, '/healthz')) {
      answer(res, 200, answers.ok);
      return true;
    }
    if (isPath(url, '/readyz')) {
      if (this.#draining) answer(res, 503, answers.draining);
      else void this.#backofficeReachable().then((up) => answer(res, up ? 200 : 503, up ? answers.ready : answers.unreachable));
      return true;
    }
    return false;
  }

  #backofficeReachable(): Promise<boolean> {
    const now = Date.now();
    if (!this.#probe || now - this.#probe.at > (this.#options.probeTtlMs ?? 1000)) {
      this.#probe = {
        at: now,
        result: this.#options.probeBackoffice().then(
          () => true,
          () => false,
        ),
      };
    }
    return this.#probe.result;
  }
}

// Load balancers poll these many times a second: the answers are built once.
const answers = {
  ok: Buffer.from('{"status":"ok"}'),
  ready: Buffer.from('{"status":"ready"}'),
  draining: Buffer.from('{"status":"draining"}'),
  unreachable: Buffer.from('{"status":"backoffice_unreachable"}'),
};

function isPath(url: string, path: string): boolean {
  return url === path || (url.startsWith(path) && url.charCodeAt(path.length) === 63); // "?"
}

function answer(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, [
    'Content-Type', 'application/json',
    'Content-Length', String(body.length),
    'Cache-Control', 'no-store',
    ...SECURITY_HEADER_LIST,
  ]);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
