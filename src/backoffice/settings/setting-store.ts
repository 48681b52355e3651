import type { Setting } from '../../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';

/** Settings in a language: a textual setting may have a translation, the others keep their base values. */
export class SettingStore {
  readonly #queries: BackofficeQueries;

  constructor(database: BackofficeDatabase) {
    this.#queries = database.queries;
  }

  async all(siteId: number, lang: string): Promise<Setting[]> {
    const rows = await this.#queries
      .selectFrom('setting as s')
      .leftJoin('setting_translation as t', (join) => join.onRef('t.site_id', '=', 's.site_id').onRef('t.code', '=', 's.code').on('t.lang', '=', lang))
      .select((columns) => ['s.code', columns.fn.coalesce('t.vals', 's.vals').as('vals')])
      .where('s.site_id', '=', siteId)
      .orderBy('s.code')
      .execute();
    return rows.map((row) => ({ code: row.code, values: JSON.parse(row.vals) as string[] }));
  }

  /** The base values: what the back office itself reads is technical, never translated. */
  async values(siteId: number, code: string): Promise<string[]> {
    const row = await this.#queries.selectFrom('setting').select('vals').where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();
    return row === undefined ? [] : (JSON.parse(row.vals) as string[]);
  }
}
