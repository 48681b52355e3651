import type Database from 'better-sqlite3';
import type { StoredSubmission, SubmissionReceipt, SubmissionResource } from '../../shared/kernel/api/contract.ts';
import type { Db } from '../db/open-database.ts';

/** A submission's receipt, and whether this call stored it (false: its key was stored before). */
export interface StoredReceipt {
  readonly receipt: SubmissionReceipt;
  readonly stored: boolean;
}

/**
 * Form submissions: committed (WAL, synchronous=FULL) before the 201 answer is sent. A submission
 * with a key (submission-key.ts) is stored once: the unique index decides, so two posts with the
 * same key racing in two processes store one row, and both get its receipt.
 */
export class SubmissionStore {
  readonly #insert: Database.Statement;
  readonly #receiptOfKey: Database.Statement;
  readonly #list: Database.Statement;
  readonly #count: Database.Statement;
  readonly #ofResource: Database.Statement;

  constructor(db: Db) {
    this.#insert = db.prepare(
      'INSERT INTO submission (site_id, resource, created_at, body, idempotency_key) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING',
    );
    this.#receiptOfKey = db.prepare('SELECT id, created_at FROM submission WHERE idempotency_key = ?');
    this.#list = db.prepare(
      'SELECT * FROM submission WHERE (@resource IS NULL OR resource = @resource) ORDER BY id DESC LIMIT @limit OFFSET @offset',
    );
    this.#count = db.prepare('SELECT count(*) FROM submission WHERE (@resource IS NULL OR resource = @resource)').pluck();
    this.#ofResource = db.prepare('SELECT body FROM submission WHERE site_id = ? AND resource = ?').pluck();
  }

  /** Stores the submission, unless one with the same key is stored already: then its receipt. */
  add(siteId: number, resource: SubmissionResource, body: object, now: Date, key: string | null = null): StoredReceipt {
    const createdAt = now.toISOString();
    const result = this.#insert.run(siteId, resource, createdAt, JSON.stringify(body), key);
    if (result.changes === 1) return { receipt: { id: Number(result.lastInsertRowid), created_at: createdAt }, stored: true };
    return { receipt: this.receiptOf(key!)!, stored: false };
  }

  /** The receipt of the submission stored with this key, if any. */
  receiptOf(key: string): SubmissionReceipt | undefined {
    return this.#receiptOfKey.get(key) as SubmissionReceipt | undefined;
  }

  list(resource: SubmissionResource | null, paging: { limit: number; offset: number }): { items: StoredSubmission[]; total: number } {
    const rows = this.#list.all({ resource, ...paging }) as { id: number; site_id: number; resource: SubmissionResource; created_at: string; body: string }[];
    return {
      items: rows.map((row) => ({ id: row.id, site_id: row.site_id, resource: row.resource, created_at: row.created_at, body: JSON.parse(row.body) as Record<string, unknown> })),
      total: this.#count.get({ resource }) as number,
    };
  }

  bodies<T>(siteId: number, resource: SubmissionResource): T[] {
    return (this.#ofResource.all(siteId, resource) as string[]).map((body) => JSON.parse(body) as T);
  }
}
