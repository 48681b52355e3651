import { sql, type ExpressionBuilder } from 'kysely';
import type { Target } from '../../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
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

/** The content table as the store's queries name it. */
type ContentAsC = { c: BackofficeSchema['content'] };

interface EntryRow {
  id: number;
  body: string;
  target: string | null;
  updated_at: string | null;
}

/** Editorial documents stored as JSON in `content`, filtered on their promoted columns, read in a language. */
export class ContentStore {
  readonly #queries: BackofficeQueries;

  constructor(database: BackofficeDatabase) {
    this.#queries = database.queries;
  }

  async list<T>(resource: string, query: ContentQuery): Promise<{ items: T[]; total: number }> {
    const { entries, total } = await this.#entries<T>(resource, query);
    return { items: entries.map((entry) => entry.body), total };
  }

  /** The documents with their modification dates and slugs in every language (sitemap, URL list). */
  async entries<T>(resource: string, query: ContentQuery): Promise<ContentEntry<T>[]> {
    return (await this.#entries<T>(resource, query)).entries;
  }

  /** By numeric id or by slug, in the language asked. A translated document answers to its translated slug only. */
  async get<T>(resource: string, siteId: number, idOrSlug: string, lang: string = BASE_LANG): Promise<ContentEntry<T> | undefined> {
    const found = this.#localised(lang)
      .where('c.resource', '=', resource)
      .where('c.site_id', '=', siteId)
      .where((where) => (/^\d+$/.test(idOrSlug) ? where('c.id', '=', Number(idOrSlug)) : where(where.fn.coalesce('t.slug', 'c.slug'), '=', idOrSlug)));
    const row = await found.executeTakeFirst();
    return row === undefined ? undefined : toEntry<T>(row);
  }

  /** The document's slug per language it has one in (the base language included). */
  async slugsOf(resource: string, id: number): Promise<Map<string, string>> {
    const rows = await this.#queries
      .selectFrom('content')
      .select([sql.lit(BASE_LANG).as('lang'), 'slug'])
      .where('resource', '=', resource)
      .where('id', '=', id)
      .where('slug', 'is not', null)
      .unionAll(this.#queries.selectFrom('content_translation').select(['lang', 'slug']).where('resource', '=', resource).where('id', '=', id).where('slug', 'is not', null))
      .execute();
    return new Map(rows.map((row) => [String(row.lang), row.slug!]));
  }

  /** The document's row with its translation in `lang` where there is one. */
  #localised(lang: string) {
    return this.#queries
      .selectFrom('content as c')
      .leftJoin('content_translation as t', (join) => join.onRef('t.resource', '=', 'c.resource').onRef('t.id', '=', 'c.id').on('t.lang', '=', lang))
      .select((columns) => ['c.id', columns.fn.coalesce('t.body', 'c.body').as('body'), 'c.target', columns.fn.coalesce('t.updated_at', 'c.updated_at').as('updated_at')]);
  }

  async #entries<T>(resource: string, query: ContentQuery): Promise<{ entries: ContentEntry<T>[]; total: number }> {
    const { siteId, target, kinds } = query;
    const matching = (where: ExpressionBuilder<ContentAsC, 'c'>) =>
      where.and([
        where('c.resource', '=', resource),
        where('c.site_id', '=', siteId),
        ...(target === undefined ? [] : [where.or([where('c.target', 'is', null), where('c.target', '=', target)])]),
        ...(kinds === undefined || kinds.length === 0 ? [] : [where('c.kind', 'in', kinds)]),
      ]);
    const [rows, count] = await Promise.all([
      this.#localised(query.lang ?? BASE_LANG)
        .where(matching)
        .orderBy('c.position')
        .orderBy('c.id')
        .$if(query.limit !== undefined, (builder) => builder.limit(query.limit!))
        .$if(query.offset !== undefined && query.offset > 0, (builder) => builder.offset(query.offset!))
        .execute(),
      this.#queries.selectFrom('content as c').where(matching).select((columns) => columns.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { entries: rows.map((row) => toEntry<T>(row)), total: Number(count.total) };
  }
}

function toEntry<T>(row: EntryRow): ContentEntry<T> {
  return { id: row.id, body: JSON.parse(row.body) as T, target: row.target as Target | null, updatedAt: row.updated_at! };
}
