/**
 * Publish events (decision 187): each committed change to the catalogue or the content, written in
 * the change's own transaction so that one exists exactly when the change does. The site processes
 * follow them in order of commit (their ids) and drop what their caches keep of each entity by its
 * slugs in every language.
 */
import type { Transaction } from 'kysely';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';

export type PublishAction = 'published' | 'withdrawn';

export interface PublishEvent {
  readonly id: number;
  readonly siteId: number;
  /** The content resource's name (`page`, `folder`…), or `product`, `category`. */
  readonly entityType: string;
  readonly entityId: number;
  readonly action: PublishAction;
  /** The entity's slug by language, every language it has one in (as it was before a withdrawal). */
  readonly slugs: ReadonlyMap<string, string>;
  readonly publishedAt: string;
}

/** Records the event in the transaction that commits the change. */
export async function recordPublishEvent(transaction: Transaction<BackofficeSchema>, event: Omit<PublishEvent, 'id'>): Promise<PublishEvent> {
  const { id } = await transaction
    .insertInto('publish_event')
    .values({
      site_id: event.siteId,
      entity_type: event.entityType,
      entity_id: event.entityId,
      action: event.action,
      slugs: JSON.stringify(Object.fromEntries(event.slugs)),
      published_at: event.publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...event, id };
}

/** The events in order of commit, for a reader that knows the last one it acted on. */
export class PublishEventLog {
  readonly #queries: BackofficeQueries;

  constructor(database: BackofficeDatabase) {
    this.#queries = database.queries;
  }

  async after(lastId: number, limit: number): Promise<PublishEvent[]> {
    const rows = await this.#queries.selectFrom('publish_event').selectAll().where('id', '>', lastId).orderBy('id').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      siteId: row.site_id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      action: row.action as PublishAction,
      slugs: new Map(Object.entries(JSON.parse(row.slugs) as Record<string, string>)),
      publishedAt: row.published_at,
    }));
  }
}
