import { sql } from 'kysely';
import type { StoredSubmission, SubmissionReceipt, SubmissionResource } from '../../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import type { BackofficeQueries } from '../db/schema.ts';

/** A submission's receipt, and whether this call stored it (false: its key was stored before). */
export interface StoredReceipt {
  readonly receipt: SubmissionReceipt;
  readonly stored: boolean;
}

/**
 * A check a submission must pass against the submissions stored before it (a training's seats
 * left), made in the transaction that stores it: two back offices admitting to the same thing
 * take turns on `lock`, so the last seat is given once.
 */
export interface Admission {
  /** What is admitted to (a training's id): submissions to the same one are admitted one at a time. */
  readonly lock: number;
  /** Throws (a 422) when the submission may not be stored, given the bodies stored under its resource and site. */
  readonly admit: (stored: readonly unknown[]) => void;
}

/**
 * Form submissions: committed before the 201 answer is sent (SQLite: WAL, synchronous=FULL). A
 * submission with a key (submission-key.ts) is stored once: the unique index decides, so two
 * posts with the same key racing in two processes store one row, and both get its receipt.
 */
export class SubmissionStore {
  readonly #database: BackofficeDatabase;

  constructor(database: BackofficeDatabase) {
    this.#database = database;
  }

  /** Stores the submission, unless one with the same key is stored already: then its receipt. */
  async add(siteId: number, resource: SubmissionResource, body: object, now: Date, key: string | null = null, admission?: Admission): Promise<StoredReceipt> {
    const createdAt = now.toISOString();
    // On SQLite every statement below runs on the one connection within one turn of the event
    // loop (better-sqlite3 answers at once), so no other request's statement lands inside it.
    return this.#database.queries.transaction().execute(async (transaction) => {
      if (admission !== undefined) {
        if (this.#database.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${resource}), ${admission.lock})`.execute(transaction);
        admission.admit(await bodies(transaction, siteId, resource));
      }
      const inserted = await transaction
        .insertInto('submission')
        .values({ site_id: siteId, resource, created_at: createdAt, body: JSON.stringify(body), idempotency_key: key })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted !== undefined) return { receipt: { id: inserted.id, created_at: createdAt }, stored: true };
      return { receipt: (await receiptOf(transaction, key!))!, stored: false };
    });
  }

  /** The receipt of the submission stored with this key, if any. */
  receiptOf(key: string): Promise<SubmissionReceipt | undefined> {
    return receiptOf(this.#database.queries, key);
  }

  async list(resource: SubmissionResource | null, paging: { limit: number; offset: number }): Promise<{ items: StoredSubmission[]; total: number }> {
    const { queries } = this.#database;
    const ofResource = queries.selectFrom('submission').$if(resource !== null, (query) => query.where('resource', '=', resource!));
    const [rows, count] = await Promise.all([
      ofResource.selectAll().orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute(),
      ofResource.select((functions) => functions.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({ id: row.id, site_id: row.site_id, resource: row.resource as SubmissionResource, created_at: row.created_at, body: JSON.parse(row.body) as Record<string, unknown> })),
      total: Number(count.total),
    };
  }

  bodies<T>(siteId: number, resource: SubmissionResource): Promise<T[]> {
    return bodies(this.#database.queries, siteId, resource) as Promise<T[]>;
  }
}

async function bodies(queries: BackofficeQueries, siteId: number, resource: SubmissionResource): Promise<unknown[]> {
  const rows = await queries.selectFrom('submission').select('body').where('site_id', '=', siteId).where('resource', '=', resource).execute();
  return rows.map((row) => JSON.parse(row.body) as unknown);
}

function receiptOf(queries: BackofficeQueries, key: string): Promise<SubmissionReceipt | undefined> {
  return queries.selectFrom('submission').select(['id', 'created_at']).where('idempotency_key', '=', key).executeTakeFirst();
}
