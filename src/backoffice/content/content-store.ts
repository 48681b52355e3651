import type Database from 'better-sqlite3';
import type { Target } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';
import { BASE_LANG } from '../i18n/languages.ts';

export interface ContentQuery {
  siteId: number;
  /** Keeps documents for this audience and for both (target NULL); undefined keeps all. */
  target?: Target;
  kinds?: string[];
  limit?: number;
  offset?: number;
  /** Documents come in this language where translated, else in the base one. */
  lang?: string;
}

/** A document with what the sitemap and the language switcher need besides its body. */
export interface ContentEntry<T> {
  id: number;
  body: T;
  target: Target | null;
  updatedAt: string;
}

interface EntryRow {
  id: number;
  body: string;
  target: Target | null;
  updated_at: string;
}

/** The document's row with its translation in @lang where there is one. */
const LOCALISED = `SELECT c.id, COALESCE(t.body, c.body) AS body, c.target, COALESCE(t.updated_at, c.updated_at) AS updated_at
  FROM content c LEFT JOIN content_translation t ON t.resource = c.resource AND t.id = c.id AND t.lang = @lang`;

/** Editorial documents stored as JSON in `content`, filtered on their promoted columns, read in a language. */
export class ContentStore {
  readonly #list: Database.Statement;
  readonly #count: Database.Statement;
  readonly #byId: Database.Statement;
  readonly #bySlug: Database.Statement;
  readonly #slugs: Database.Statement;

  constructor(db: Db) {
    const where = `c.resource = @resource AND c.site_id = @site
      AND (@target IS NULL OR c.target IS NULL OR c.target = @target)
      AND (@kinds IS NULL OR c.kind IN (SELECT value FROM json_each(@kinds)))`;
    this.#list = db.prepare(`${LOCALISED} WHERE ${where} ORDER BY c.position, c.id LIMIT @limit OFFSET @offset`);
    this.#count = db.prepare(`SELECT count(*) FROM content c WHERE ${where}`).pluck();
    this.#byId = db.prepare(`${LOCALISED} WHERE c.resource = @resource AND c.site_id = @site AND c.id = @id`);
    // A translated document answers to its translated slug only; an untranslated one to its base slug.
    this.#bySlug = db.prepare(`${LOCALISED} WHERE c.resource = @resource AND c.site_id = @site AND COALESCE(t.slug, c.slug) = @slug`);
    this.#slugs = db.prepare(
      `SELECT @base AS lang, slug FROM content WHERE resource = @resource AND id = @id AND slug IS NOT NULL
       UNION ALL SELECT lang, slug FROM content_translation WHERE resource = @resource AND id = @id AND slug IS NOT NULL`,
    );
  }

  list<T>(resource: string, query: ContentQuery): { items: T[]; total: number } {
    const { entries, total } = this.#entries<T>(resource, query);
    return { items: entries.map((entry) => entry.body), total };
  }

  /** The documents with their modification dates and slugs in every language (sitemap, URL list). */
  entries<T>(resource: string, query: ContentQuery): ContentEntry<T>[] {
    return this.#entries<T>(resource, query).entries;
  }

  /** By numeric id or by slug, in the language asked. */
  get<T>(resource: string, siteId: number, idOrSlug: string, lang: string = BASE_LANG): ContentEntry<T> | undefined {
    const row = (
      /^\d+$/.test(idOrSlug)
        ? this.#byId.get({ resource, site: siteId, id: Number(idOrSlug), lang })
        : this.#bySlug.get({ resource, site: siteId, slug: idOrSlug, lang })
    ) as EntryRow | undefined;
    return row === undefined ? undefined : toEntry<T>(row);
  }

  /** The document's slug per language it has one in (the base language included). */
  slugsOf(resource: string, id: number): Map<string, string> {
    const rows = this.#slugs.all({ base: BASE_LANG, resource, id }) as { lang: string; slug: string }[];
    return new Map(rows.map((row) => [row.lang, row.slug]));
  }

  #entries<T>(resource: string, query: ContentQuery): { entries: ContentEntry<T>[]; total: number } {
    const params = {
      resource,
      site: query.siteId,
      target: query.target ?? null,
      kinds: query.kinds === undefined || query.kinds.length === 0 ? null : JSON.stringify(query.kinds),
    };
    const rows = this.#list.all({ ...params, lang: query.lang ?? BASE_LANG, limit: query.limit ?? -1, offset: query.offset ?? 0 }) as EntryRow[];
    return { entries: rows.map((row) => toEntry<T>(row)), total: this.#count.get(params) as number };
  }
}

function toEntry<T>(row: EntryRow): ContentEntry<T> {
  return { id: row.id, body: JSON.parse(row.body) as T, target: row.target, updatedAt: row.updated_at };
}
