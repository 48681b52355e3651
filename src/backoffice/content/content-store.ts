import { sql, type ExpressionBuilder } from 'kysely';
import type { Notice, Target } from '../../shared/kernel/api/contract.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
import { invalid } from '../refusal.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { recordPublishEvent, type PublishEvent } from '../publishing/publish-events.ts';

/**
 * A notice as stored: its editorial part and the product it is about. What the list answers
 * besides (the file's size, the cover, the product's slug, name and ranges in the plan) is read
 * when the list is. Notices stored before demo 8 have no language nor product.
 */
export type StoredNotice = Omit<Notice, 'size_bytes' | 'product' | 'ranges' | 'cover' | 'language'> & {
  readonly language?: string;
  readonly product_id?: number | null;
};

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

/** A document as an editor publishes it: its columns and body in the base language, and its translations. */
export interface PublishedDocument {
  readonly id: number;
  /** The audience that sees it; null for both. */
  readonly target: Target | null;
  readonly slug: string | null;
  /** What a list filters on besides the audience (a page's type…). */
  readonly kind: string | null;
  /** Its place in the resource's lists; a new document without one goes after the others, a replaced one keeps its own. */
  readonly position: number | undefined;
  readonly body: object;
  /** By language: its slug there (null when the document has none) and its body. */
  readonly translations: ReadonlyMap<string, { readonly slug: string | null; readonly body: object }>;
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

  constructor(queries: BackofficeQueries) {
    this.#queries = queries;
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

  /**
   * Creates the document or replaces it whole, its translations too, and records the publish
   * event, in one transaction. A slug another document of the resource has in the same language
   * is refused (422, naming the field); of two editors racing for one slug, the unique index
   * lets one win.
   */
  async publish(resource: string, siteId: number, document: PublishedDocument, now: Date): Promise<PublishEvent> {
    const updatedAt = now.toISOString();
    try {
      return await this.#queries.transaction().execute(async (transaction) => {
        const owner = await transaction.selectFrom('content').select('site_id').where('resource', '=', resource).where('id', '=', document.id).executeTakeFirst();
        if (owner !== undefined && owner.site_id !== siteId) throw invalid({ id: 'This id is another site’s document.' });
        const taken: Record<string, string> = {};
        if (document.slug !== null) {
          const other = await transaction
            .selectFrom('content')
            .select('id')
            .where('resource', '=', resource)
            .where('site_id', '=', siteId)
            .where('slug', '=', document.slug)
            .where('id', '!=', document.id)
            .executeTakeFirst();
          if (other !== undefined) taken.slug = `Document ${other.id} has this slug.`;
        }
        for (const [lang, translation] of document.translations) {
          if (translation.slug === null) continue;
          const other = await transaction
            .selectFrom('content_translation')
            .select('id')
            .where('resource', '=', resource)
            .where('lang', '=', lang)
            .where('slug', '=', translation.slug)
            .where('id', '!=', document.id)
            .executeTakeFirst();
          if (other !== undefined) taken[`translations.${lang}.slug`] = `Document ${other.id} has this slug in this language.`;
        }
        if (Object.keys(taken).length > 0) throw invalid(taken);
        const position =
          document.position ??
          (await transaction.selectFrom('content').select('position').where('resource', '=', resource).where('id', '=', document.id).executeTakeFirst())?.position ??
          Number(
            (
              await transaction
                .selectFrom('content')
                .select((columns) => columns.fn.max('position').as('last'))
                .where('resource', '=', resource)
                .where('site_id', '=', siteId)
                .executeTakeFirst()
            )?.last ?? -1,
          ) + 1;
        const columns = { target: document.target, slug: document.slug, kind: document.kind, position, body: JSON.stringify(document.body), updated_at: updatedAt };
        await transaction
          .insertInto('content')
          .values({ resource, id: document.id, site_id: siteId, ...columns })
          .onConflict((conflict) => conflict.columns(['resource', 'id']).doUpdateSet(columns))
          .execute();
        await transaction.deleteFrom('content_translation').where('resource', '=', resource).where('id', '=', document.id).execute();
        const translations = [...document.translations].map(([lang, translation]) => ({
          resource,
          id: document.id,
          lang,
          slug: translation.slug,
          body: JSON.stringify(translation.body),
          updated_at: updatedAt,
        }));
        if (translations.length > 0) await transaction.insertInto('content_translation').values(translations).execute();
        const slugs = slugsOfDocument(document.slug, translations);
        return recordPublishEvent(transaction, { siteId, entityType: resource, entityId: document.id, action: 'published', slugs, publishedAt: updatedAt });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ slug: 'Another document took this slug meanwhile.' });
      throw error;
    }
  }

  /** Takes the document and its translations down and records the publish event; undefined when the site has no such document. */
  async withdraw(resource: string, siteId: number, id: number, now: Date): Promise<PublishEvent | undefined> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await transaction.selectFrom('content').select('slug').where('resource', '=', resource).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
      if (row === undefined) return undefined;
      const translated = await transaction.selectFrom('content_translation').select(['lang', 'slug']).where('resource', '=', resource).where('id', '=', id).execute();
      await transaction.deleteFrom('content_translation').where('resource', '=', resource).where('id', '=', id).execute();
      await transaction.deleteFrom('content').where('resource', '=', resource).where('id', '=', id).execute();
      return recordPublishEvent(transaction, { siteId, entityType: resource, entityId: id, action: 'withdrawn', slugs: slugsOfDocument(row.slug, translated), publishedAt: now.toISOString() });
    });
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

/** A document's slugs by language: its own in the base language, then each translation's that has one. */
function slugsOfDocument(slug: string | null, translations: readonly { lang: string; slug: string | null }[]): Map<string, string> {
  return new Map([...(slug === null ? [] : [[BASE_LANG, slug] as const]), ...translations.flatMap((entry) => (entry.slug === null ? [] : [[entry.lang, entry.slug] as const]))]);
}
