/**
 * The publish events of the back office's PostgreSQL database, heard as they commit (decision
 * 191): a connection of this process's own LISTENs on `publish_events`, on which the database's
 * trigger (migration 11) sends each event from the transaction that records it. Site processes
 * drop what they keep of each; back offices read their categories and search words again.
 * Node-only; the browser never imports it.
 *
 * Events are handed over in batches, one per turn of the event loop: a CSV import commits
 * thousands at once, and a listener may then do one thing for all of them.
 *
 * Delivery is at most once. A connection lost (the database restarted, the network cut, a
 * heartbeat unanswered) is opened again, 100 ms after, doubling to 5 s; once it listens again the
 * process is told (`onListening`) and drops everything it keeps, since what was published
 * meanwhile was not heard. It is told on the first connection too: caches filled while the
 * database could not be reached may hold what it would have announced.
 *
 * A cut that tells nothing (packets dropped, a NAT or firewall that forgot the connection) is
 * noticed by the heartbeat: a `SELECT 1` every 2 s, unanswered within 2 s, so at most 4 s after
 * the last answer; listening again 100 ms later, the process drops what it keeps within the 5 s a
 * publish is promised to take (decision 191).
 */
import pg from 'pg';
import type { PublishEventView } from './contract.ts';

const CHANNEL = 'publish_events';
const RECONNECT = { firstMs: 100, mostMs: 5000 } as const;
/** Opening a connection and listening: a database that is starting may take seconds. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * A connection that does not answer a query within `timeoutMs` is taken for lost: a cut network
 * tells nothing. A database or an event loop busy for longer than that is taken for a cut too, and
 * every cache dropped for nothing: less than 2 s would do so more often.
 */
const HEARTBEAT = { everyMs: 2000, timeoutMs: 2000 } as const;
/** Bounds of what a payload may hold (the trigger's own output is far below them). */
const MAX_SLUGS = 20;
const MAX_TEXT = 300;

export interface PublishSubscriptionOptions {
  readonly databaseUrl: string;
  /** The events heard in one turn of the event loop, in order of commit. */
  readonly onEvents: (events: readonly PublishEventView[]) => void;
  /** Listening (again): what was published while not listening was not heard. */
  readonly onListening: () => void;
  readonly log: (line: string) => void;
  /** The connection's name in pg_stat_activity (which process listens). */
  readonly applicationName: string;
}

export interface PublishSubscription {
  close(): Promise<void>;
}

export function subscribeToPublishEvents(options: PublishSubscriptionOptions): PublishSubscription {
  let closed = false;
  let client: pg.Client | undefined;
  let delayMs: number = RECONNECT.firstMs;
  let retry: NodeJS.Timeout | undefined;
  let stopHeartbeat: () => void = () => undefined;
  let batch: PublishEventView[] = [];
  const deliver = () => {
    const events = batch;
    batch = [];
    options.onEvents(events);
  };

  const lost = (current: pg.Client, reason: string) => {
    if (client !== current) return;
    client = undefined;
    stopHeartbeat();
    current.removeAllListeners('notification');
    void current.end().catch(() => undefined);
    if (closed) return;
    options.log(`publish events: ${reason}; listening again in ${delayMs} ms`);
    retry = setTimeout(connect, delayMs);
    delayMs = Math.min(delayMs * 2, RECONNECT.mostMs);
  };

  const connect = () => {
    const current = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: options.applicationName });
    client = current;
    current.on('error', (error) => lost(current, error.message));
    current.on('end', () => lost(current, 'the connection ended'));
    current.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const event = parsePublishEvent(message.payload);
      if (event === undefined) {
        options.log('publish events: an unreadable notification was ignored');
        return;
      }
      if (batch.length === 0) setImmediate(deliver);
      batch.push(event);
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (client !== current) return;
        delayMs = RECONNECT.firstMs;
        stopHeartbeat = startHeartbeat(
          () => current.query('SELECT 1'),
          () => lost(current, 'the database stopped answering'),
        );
        options.onListening();
      })
      .catch((error: unknown) => lost(current, error instanceof Error ? error.message : String(error)));
  };

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      stopHeartbeat();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Sends `ping` every HEARTBEAT.everyMs and calls `onSilent` once one is not answered within
 * HEARTBEAT.timeoutMs (a failed one is the connection's own error, heard elsewhere). One ping at a
 * time: none is sent while the last waits. Returns the function that stops it.
 */
export function startHeartbeat(ping: () => Promise<unknown>, onSilent: () => void): () => void {
  let waiting: NodeJS.Timeout | undefined;
  const answered = () => {
    clearTimeout(waiting);
    waiting = undefined;
  };
  const beat = setInterval(() => {
    if (waiting !== undefined) return;
    waiting = setTimeout(onSilent, HEARTBEAT.timeoutMs);
    ping().then(answered, answered);
  }, HEARTBEAT.everyMs);
  beat.unref();
  return () => {
    clearInterval(beat);
    clearTimeout(waiting);
  };
}

/** The trigger's JSON, checked field by field: anything else is not an event. */
export function parsePublishEvent(payload: string | undefined): PublishEventView | undefined {
  if (payload === undefined || payload.length > 8000) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, entity_type, entity_id, action, slugs, published_at } = value as Record<string, unknown>;
  const text = (field: unknown): field is string => typeof field === 'string' && field.length > 0 && field.length <= MAX_TEXT;
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(entity_id) || !text(entity_type) || !text(published_at)) return undefined;
  if (action !== 'published' && action !== 'withdrawn') return undefined;
  if (typeof slugs !== 'object' || slugs === null || Array.isArray(slugs)) return undefined;
  const entries = Object.entries(slugs);
  if (entries.length > MAX_SLUGS || !entries.every(([lang, slug]) => text(lang) && text(slug))) return undefined;
  return { id: id as number, entity_type, entity_id: entity_id as number, action, slugs: Object.fromEntries(entries) as Record<string, string>, published_at };
}
