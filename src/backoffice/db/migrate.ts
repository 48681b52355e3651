import type { Db } from './open-database.ts';
import { migrations } from './migrations/index.ts';
import type { Migration } from './migrations/migration.ts';

/** Applies, in order and each in its own transaction, the migrations newer than PRAGMA user_version. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  const current = db.pragma('user_version', { simple: true }) as number;
  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
