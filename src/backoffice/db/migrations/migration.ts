/** A schema change: applied once, in version order, in its own transaction (migrate.ts). */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
