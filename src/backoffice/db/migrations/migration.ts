/** A schema change: applied once, in version order, in its own transaction (migrate.ts; database.ts on PostgreSQL). */
export interface Migration {
  version: number;
  name: string;
  /** SQLite's statements. */
  sql: string;
  /**
   * PostgreSQL's, for a migration after its baseline (postgres-baseline.ts), which a PostgreSQL
   * database starts from instead of the migrations before it.
   */
  postgres?: string;
}
