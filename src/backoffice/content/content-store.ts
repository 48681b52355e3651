import type Database from 'better-sqlite3';
import type { Target } from '../../shared/api/contract.ts';
import type { Db } from '../db/open-database.ts';

export interface ContentQuery {
  siteId: number;
  /** Keeps documents for this audience and for both (target NULL); undefined keeps all. */
  target?: Target;
  kinds?: string[];
  limit?: number;
  offset?: number;
}

/** Editorial documents stored as JSON in `content`, filtered on their promoted columns. */
export class ContentStore {
  readonly #list: Database.Statement;
  readonly #count: Database.Statement;
  readonly #byId: Database.Statement;
  readonly #bySlug: Database.Statement;

  constructor(db: Db) {
    const where = `resource = @resource AND site_id = @site
      AND (@target IS NULL OR target IS NULL OR target = @target)
      AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))`;
    this.#list = db.prepare(`SELECT body FROM content WHERE ${where} ORDER BY position, id LIMIT @limit OFFSET @offset`).pluck();
    this.#count = db.prepare(`SELECT count(*) FROM content WHERE ${where}`).pluck();
    this.#byId = db.prepare('SELECT body, target FROM content WHERE resource = ? AND site_id = ? AND id = ?');
    this.#bySlug = db.prepare('SELECT body, target FROM content WHERE resource = ? AND site_id = ? AND slug = ?');
  }

  list<T>(resource: string, query: ContentQuery): { items: T[]; total: number } {
    const params = {
      resource,
      site: query.siteId,
      target: query.target ?? null,
      kinds: query.kinds === undefined || query.kinds.length === 0 ? null : JSON.stringify(query.kinds),
    };
    const items = (this.#list.all({ ...params, limit: query.limit ?? -1, offset: query.offset ?? 0 }) as string[]).map(
      (body) => JSON.parse(body) as T,
    );
    return { items, total: this.#count.get(params) as number };
  }

  /** By numeric id or by slug. */
  get<T>(resource: string, siteId: number, idOrSlug: string): { body: T; target: Target | null } | undefined {
    const row = (/^\d+$/.test(idOrSlug) ? this.#byId.get(resource, siteId, Number(idOrSlug)) : this.#bySlug.get(resource, siteId, idOrSlug)) as
      | { body: string; target: Target | null }
      | undefined;
    return row === undefined ? undefined : { body: JSON.parse(row.body) as T, target: row.target };
  }
}
