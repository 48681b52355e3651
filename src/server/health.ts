/**
 * Health checks for load balancers, answered on the bare listener before Express:
 * `/healthz` (liveness: the process answers) and `/readyz` (readiness: not draining and the back
 * office reachable). The back-office probe is shared by concurrent polls and kept one second.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

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
    const path = req.url?.split('?', 1)[0];
    if (path === '/healthz') {
      answer(res, 200, { status: 'ok' });
      return true;
    }
    if (path === '/readyz') {
      if (this.#draining) answer(res, 503, { status: 'draining' });
      else void this.#backofficeReachable().then((up) => answer(res, up ? 200 : 503, { status: up ? 'ready' : 'backoffice_unreachable' }));
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

function answer(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
