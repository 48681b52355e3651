/**
 * The route name an answer is counted under (decision 192): the route table's name of a page, or
 * the name of the part of the site that answered (assets, the API gateway, media, health checks,
 * the operators' and the beacon's endpoints); `unmatched` for anything else. Never the path
 * itself: a crawler's or an attacker's paths would each make a series.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublishEventView } from '../../shared/kernel/api/contract.ts';
import type { Router } from '../../shared/kernel/routing/router.ts';
import type { SiteMetrics } from './site-metrics.ts';

const PARTS: readonly (readonly [prefix: string, name: string])[] = [
  ['/assets/', 'assets'],
  ['/api/', 'api'],
  ['/media/', 'media'],
  ['/admin/', 'admin'],
];
const EXACT: ReadonlyMap<string, string> = new Map([
  ['/healthz', 'health'],
  ['/readyz', 'health'],
  ['/metrics', 'metrics'],
  ['/rum', 'rum'],
]);

export function routeLabel(pathname: string, router: Router): string {
  const exact = EXACT.get(pathname);
  if (exact !== undefined) return exact;
  const part = PARTS.find(([prefix]) => pathname.startsWith(prefix));
  if (part !== undefined) return part[1];
  try {
    return router.match(pathname)?.route.name ?? 'unmatched';
  } catch {
    return 'unmatched';
  }
}

/** Counts the answer once it is complete, under its route's name, with its status and time. */
export function countAnswer(req: IncomingMessage, res: ServerResponse, metrics: SiteMetrics, router: Router): void {
  const started = performance.now();
  // Read now: the app's routers rewrite req.url for what they mount.
  const pathname = (req.url ?? '/').split('?', 1)[0]!;
  res.once('finish', () => {
    metrics.requestAnswered(routeLabel(pathname, router), res.statusCode, (performance.now() - started) / 1000);
  });
}

/** From a publish event's write, by the back office's clock, to now by this process's, in seconds: skew between machines is in it. */
export function publishLagSeconds(event: Pick<PublishEventView, 'published_at'>, now: number = Date.now()): number {
  const committed = Date.parse(event.published_at);
  return Number.isFinite(committed) ? (now - committed) / 1000 : 0;
}
