import type Database from 'better-sqlite3';
import type { Setting } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';

/** Settings in a language: a textual setting may have a translation, the others keep their base values. */
export class SettingStore {
  readonly #all: Database.Statement;
  readonly #one: Database.Statement;

  constructor(db: Db) {
    this.#all = db.prepare(
      `SELECT s.code, COALESCE(t.vals, s.vals) AS vals FROM setting s
       LEFT JOIN setting_translation t ON t.site_id = s.site_id AND t.code = s.code AND t.lang = ?
       WHERE s.site_id = ? ORDER BY s.code`,
    );
    this.#one = db.prepare('SELECT vals FROM setting WHERE site_id = ? AND code = ?').pluck();
  }

  all(siteId: number, lang: string): Setting[] {
    return (this.#all.all(lang, siteId) as { code: string; vals: string }[]).map((row) => ({ code: row.code, values: JSON.parse(row.vals) as string[] }));
  }

  /** The base values: what the back office itself reads is technical, never translated. */
  values(siteId: number, code: string): string[] {
    const raw = this.#one.get(siteId, code) as string | undefined;
    return raw === undefined ? [] : (JSON.parse(raw) as string[]);
  }
}
