import type Database from 'better-sqlite3';
import type { Setting } from '../../shared/api/contract.ts';
import type { Db } from '../db/open-database.ts';

export class SettingStore {
  readonly #all: Database.Statement;
  readonly #one: Database.Statement;

  constructor(db: Db) {
    this.#all = db.prepare('SELECT code, vals FROM setting WHERE site_id = ? ORDER BY code');
    this.#one = db.prepare('SELECT vals FROM setting WHERE site_id = ? AND code = ?').pluck();
  }

  all(siteId: number): Setting[] {
    return (this.#all.all(siteId) as { code: string; vals: string }[]).map((row) => ({ code: row.code, values: JSON.parse(row.vals) as string[] }));
  }

  values(siteId: number, code: string): string[] {
    const raw = this.#one.get(siteId, code) as string | undefined;
    return raw === undefined ? [] : (JSON.parse(raw) as string[]);
  }
}
