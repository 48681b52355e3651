/**
 * A site process's subscription to the publish events of a PostgreSQL database (decision 191),
 * against a real cluster: the events recorded by the back office's own code arrive as they
 * commit, in order, and a rolled-back one never does; a lost connection is opened again and the
 * process told it listens again (it drops what it keeps). Payloads that are not the trigger's
 * are ignored, bounded.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postgresDatabase, type BackofficeDatabase } from '../../src/backoffice/db/database.ts';
import { recordPublishEvent } from '../../src/backoffice/publishing/publish-events.ts';
import type { PublishEventView } from '../../src/shared/kernel/api/contract.ts';
import { parsePublishEvent, subscribeToPublishEvents, type PublishSubscription } from '../../src/shared/kernel/api/publish-subscription.ts';
import { emptyPostgresDatabase } from '../support/both-engines.ts';

let url: string;
let database: BackofficeDatabase;
let subscription: PublishSubscription;
const heard: PublishEventView[] = [];
let listening = 0;
const log: string[] = [];

beforeAll(async () => {
  url = await emptyPostgresDatabase();
  database = await postgresDatabase(url, { connections: 2 });
  await database.queries.insertInto('site').values({ id: 1, iso: 'FR', url: 'https://example.com', label: 'Demo', languages: '[]' }).execute();
  subscription = subscribeToPublishEvents({
    databaseUrl: url,
    onEvents: (events) => heard.push(...events),
    onListening: () => (listening += 1),
    log: (line) => log.push(line),
    applicationName: 'catalogue-site',
  });
  for (let waited = 0; listening === 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}, 60_000);

afterAll(async () => {
  await subscription?.close();
  await database?.close();
});

const record = (entityId: number, slugs: Record<string, string>) =>
  database.queries.transaction().execute((transaction) =>
    recordPublishEvent(transaction, { siteId: 1, entityType: 'product', entityId, action: 'published', slugs: new Map(Object.entries(slugs)), publishedAt: new Date().toISOString() }),
  );

test('events arrive as they commit, in order, with their slugs; a rolled-back one never arrives', async () => {
  const first = await record(1, { en: 'fine-finish', fr: 'lissage/finition-fine' });
  await database.queries
    .transaction()
    .execute(async (transaction) => {
      await recordPublishEvent(transaction, { siteId: 1, entityType: 'product', entityId: 2, action: 'withdrawn', slugs: new Map([['en', 'rolled-back']]), publishedAt: new Date().toISOString() });
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  const second = await record(3, { en: 'deep-fill' });
  await expect.poll(() => heard.length, { timeout: 5000 }).toBe(2);
  expect(heard).toEqual([
    { id: first.id, entity_type: 'product', entity_id: 1, action: 'published', slugs: { en: 'fine-finish', fr: 'lissage/finition-fine' }, published_at: first.publishedAt },
    { id: second.id, entity_type: 'product', entity_id: 3, action: 'published', slugs: { en: 'deep-fill' }, published_at: second.publishedAt },
  ]);
});

test('a connection cut is opened again, and the process is told it listens again', async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const cut = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'catalogue-site'");
    expect(cut.rowCount).toBe(1);
  } finally {
    await admin.end();
  }
  await expect.poll(() => listening, { timeout: 10_000 }).toBe(2);
  expect(log.some((line) => line.startsWith('publish events:') && line.includes('listening again in 100 ms'))).toBe(true);
  const after = await record(4, { en: 'after-the-cut' });
  await expect.poll(() => heard.at(-1)?.id, { timeout: 5000 }).toBe(after.id);
});

test('anything but the trigger’s event is not an event', () => {
  const event = { id: 1, entity_type: 'page', entity_id: 2, action: 'published', slugs: { en: 'a' }, published_at: '2026-12-02T00:00:00.000Z' };
  expect(parsePublishEvent(JSON.stringify(event))).toEqual(event);
  for (const payload of [
    undefined,
    '',
    'not json',
    '[]',
    'null',
    JSON.stringify({ ...event, id: '1' }),
    JSON.stringify({ ...event, action: 'deleted' }),
    JSON.stringify({ ...event, slugs: ['a'] }),
    JSON.stringify({ ...event, slugs: { en: 42 } }),
    JSON.stringify({ ...event, slugs: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`l${index}`, 'a'])) }),
    JSON.stringify({ ...event, entity_type: 'x'.repeat(301) }),
    `{"id":1,"pad":"${'x'.repeat(8000)}"}`,
  ]) {
    expect(parsePublishEvent(payload), String(payload).slice(0, 40)).toBeUndefined();
  }
  const polluted = parsePublishEvent(JSON.stringify({ ...event, slugs: JSON.parse('{"__proto__":"x","en":"a"}') }));
  expect(Object.values(polluted!.slugs).sort()).toEqual(['a', 'x']);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});
