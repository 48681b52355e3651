import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const PORT_SUFFIX = /:\d+$/;

/** Sends requests for an alternate host (www variants, the .fr domain) to the canonical host. */
export class CanonicalHost {
  #canonicalHost: string;
  #alternateHosts: ReadonlySet<string>;
  #trustProxy: boolean;

  constructor(canonicalHost: string, alternateHosts: readonly string[], trustProxy: boolean) {
    this.#canonicalHost = canonicalHost.toLowerCase();
    this.#alternateHosts = new Set(alternateHosts.map((host) => host.trim().toLowerCase()));
    this.#trustProxy = trustProxy;
    if (this.#alternateHosts.has(this.#canonicalHost)) {
      throw new Error(`the canonical host ${canonicalHost} is also listed as an alternate host: every request would loop`);
    }
  }

  /** `https://canonical.host` when the request named an alternate host, else undefined. */
  redirectOrigin(req: IncomingMessage): string | undefined {
    const host = req.headers.host?.toLowerCase();
    if (host === undefined) return undefined;
    const listed = this.#alternateHosts.has(host) || (host.includes(':') && this.#alternateHosts.has(host.replace(PORT_SUFFIX, '')));
    return listed ? `${this.#scheme(req)}://${this.#canonicalHost}` : undefined;
  }

  /** The scheme the client used: only a trusted proxy may say it differs from our own socket's. */
  #scheme(req: IncomingMessage): 'http' | 'https' {
    const forwarded = this.#trustProxy ? req.headers['x-forwarded-proto'] : undefined;
    if (typeof forwarded === 'string') {
      const first = forwarded.split(',', 1)[0]!.trim().toLowerCase();
      if (first === 'https' || first === 'http') return first;
    }
    return (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  }
}
