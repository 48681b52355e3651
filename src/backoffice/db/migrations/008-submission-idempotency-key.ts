import type { Migration } from './migration.ts';

/**
 * A submission may carry the key of the post that made it (decision 178): a digest of the
 * endpoint, the site, the client's idempotency key and the body. Unique, so a retried post (or two
 * sent at once) is stored once, whichever process of the site receives it; NULL for a post that
 * carried no key (SQLite's unique indexes let NULLs repeat).
 */
export const submissionIdempotencyKey: Migration = {
  version: 8,
  name: 'submission-idempotency-key',
  sql: `
ALTER TABLE submission ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX submission_by_idempotency_key ON submission (idempotency_key);
`,
};
