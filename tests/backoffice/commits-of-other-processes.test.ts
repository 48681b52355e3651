/**
 * What another process commits to the back office's SQLite file is heard (decision 191): two
 * connections to one demo file stand for the back office and an import. The other's events are
 * handed on once each, after the catalogue is read again; the back office's own are not handed on
 * again; a commit with no event (an import's search index, rebuilt after its products) still has
 * the catalogue read again.
 */
import { rmSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { openBackofficeDatabase } from '../../src/backoffice/backoffice-database.ts';
import type { BackofficeDatabase } from '../../src/backoffice/db/database.ts';
import { CommitsOfOtherProcesses } from '../../src/backoffice/publishing/commits-of-other-processes.ts';
import { recordPublishEvent } from '../../src/backoffice/publishing/publish-events.ts';
import type { PublishEventView } from '../../src/shared/kernel/api/contract.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';

const opened: { databases: BackofficeDatabase[]; watch?: CommitsOfOtherProcesses; dataDir?: string } = { databases: [] };
afterEach(async () => {
  await opened.watch?.close();
  for (const database of opened.databases.splice(0)) await database.close();
  if (opened.dataDir) rmSync(opened.dataDir, { recursive: true, force: true });
});

const publish = (database: BackofficeDatabase, slug: string) =>
  database.queries.transaction().execute((transaction) =>
    recordPublishEvent(transaction, { siteId: 1, entityType: 'product', entityId: 9700, action: 'published', slugs: new Map([['en', slug]]), publishedAt: new Date().toISOString() }),
  );

test("the other process's events are handed on once, after the catalogue is read again; this one's own are not; a commit without an event is read again too", { timeout: 30_000 }, async () => {
  opened.dataDir = freshSeededDataDir('commits-of-others-');
  const backoffice = await openBackofficeDatabase({ dataDir: opened.dataDir });
  const other = await openBackofficeDatabase({ dataDir: opened.dataDir });
  opened.databases.push(backoffice, other);
  const watch = await CommitsOfOtherProcesses.from(backoffice);
  opened.watch = watch;
  const heard: string[] = [];
  let readsAgain = 0;
  watch.follow({
    readAgain: async () => {
      readsAgain += 1;
    },
    onEvents: (events: readonly PublishEventView[]) => heard.push(...events.map((event) => `${event.slugs.en} after ${readsAgain} reads`)),
    log: (line) => heard.push(line),
  });

  watch.wroteItself((await publish(backoffice, 'written-here')).id);
  await publish(other, 'imported');
  await expect.poll(() => heard, { timeout: 5000 }).toEqual(['imported after 1 reads']);

  // The search index an import rebuilds: no event, other words.
  await other.queries.deleteFrom('search_term').where('term', '=', 'filler').execute();
  await expect.poll(() => readsAgain, { timeout: 5000 }).toBe(2);

  await publish(backoffice, 'written-here-later');
  // Two seconds of checks: nothing handed on or read again for this process's own commits.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect(heard).toEqual(['imported after 1 reads']);
  expect(readsAgain).toBe(2);
});
