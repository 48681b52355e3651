import type { Migration } from './migration.ts';

/** A professional's SIRET and the customer's country, given at signup. */
export const customerSiretAndCountry: Migration = {
  version: 4,
  name: 'customer siret and country',
  sql: `
ALTER TABLE customer ADD COLUMN siret TEXT;
ALTER TABLE customer ADD COLUMN country_iso TEXT;
`,
};
