/**
 * The back office's tables, declared once for both engines (decision 186): each column's kind,
 * and whether it may be NULL (`?`) or may be left out of an insert (`+`: an identity or a
 * default). Kysely's row types are derived from it, and tests/backoffice/postgres-schema.test.ts
 * checks it against the schema the SQLite migrations build and the PostgreSQL baseline.
 * SQLite's full-text index (`search_index` and its rowids, `search_entry`) is SQLite's own search,
 * not part of the model, and is not declared.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';

type ColumnKind = 'integer' | 'real' | 'text';
type ColumnDeclaration = ColumnKind | `${ColumnKind}?` | `${ColumnKind}+`;

export const tables = {
  address: { id: 'integer+', customer_id: 'integer', label: 'text', firstname: 'text', lastname: 'text', address: 'text', zipcode: 'text', city: 'text', country_iso: 'text', phone: 'text?' },
  auth_token: { token_hash: 'text', customer_id: 'integer', expires_at: 'text' },
  caracteristic: { technical_name: 'text', label: 'text', unit: 'text?', kind: 'text', filterable: 'integer', position: 'integer' },
  caracteristic_option: { technical_name: 'text', value: 'text', label: 'text', position: 'integer' },
  caracteristic_option_translation: { technical_name: 'text', value: 'text', lang: 'text', label: 'text' },
  caracteristic_translation: { technical_name: 'text', lang: 'text', label: 'text' },
  carrier: { code: 'text', site_id: 'integer', label: 'text', base_cost: 'real', cost_per_kg: 'real', free_from: 'real?' },
  cart: { token: 'text', site_id: 'integer', sales_plan_id: 'integer', discount_code: 'text?', expires_at: 'text', ordered: 'integer+' },
  cart_line: { cart_token: 'text', item_id: 'integer', quantity: 'integer', position: 'integer' },
  category: { id: 'integer+', sales_plan_id: 'integer', parent_id: 'integer?', slug: 'text', name: 'text', description: 'text', position: 'integer', color: 'text', updated_at: 'text?' },
  category_translation: { category_id: 'integer', lang: 'text', sales_plan_id: 'integer', slug: 'text', name: 'text', description: 'text', updated_at: 'text' },
  content: { resource: 'text', id: 'integer', site_id: 'integer', target: 'text?', slug: 'text?', kind: 'text?', position: 'integer', body: 'text', updated_at: 'text?' },
  content_translation: { resource: 'text', id: 'integer', lang: 'text', slug: 'text?', body: 'text', updated_at: 'text' },
  customer: { id: 'integer+', site_id: 'integer', email: 'text', password_hash: 'text', civility: 'text?', firstname: 'text', lastname: 'text', phone: 'text?', company: 'text?', created_at: 'text', siret: 'text?', country_iso: 'text?' },
  customer_order: { id: 'integer+', number: 'text', customer_id: 'integer', site_id: 'integer', sales_plan_id: 'integer', canal: 'text', status: 'text', created_at: 'text', carrier: 'text', payment: 'text', shipping_cost: 'real', discount_amount: 'real', total_with_tax: 'real', shipping_address: 'text', billing_address: 'text' },
  discount: { code: 'text', site_id: 'integer', description: 'text', amount: 'real', unit: 'text', free_item_id: 'integer?', target: 'text?' },
  item_price: { item_id: 'integer', sales_plan_id: 'integer', price: 'real' },
  menu: { id: 'integer+', sales_plan_id: 'integer', code: 'text', items: 'text' },
  menu_translation: { menu_id: 'integer', lang: 'text', items: 'text' },
  meta: { key: 'text', value: 'text' },
  order_line: { id: 'integer+', order_id: 'integer', item_id: 'integer', product_id: 'integer', name: 'text', reference: 'text', quantity: 'integer', price_with_tax: 'real' },
  product: { id: 'integer+', site_id: 'integer', slug: 'text', reference: 'text', name: 'text', extract: 'text', description: 'text', color: 'text', form: 'text', medias: 'text', created_at: 'text', updated_at: 'text?' },
  product_caracteristic: { product_id: 'integer', technical_name: 'text', value: 'text' },
  product_category: { product_id: 'integer', category_id: 'integer' },
  product_companion: { product_id: 'integer', sales_plan_id: 'integer', companion_id: 'integer', role: 'text', position: 'integer' },
  product_item: { id: 'integer+', product_id: 'integer', reference: 'text', ean13: 'text', gtin14: 'text', pack_size: 'real', position: 'integer' },
  product_plan: { product_id: 'integer', sales_plan_id: 'integer', promoted: 'integer+', position: 'integer' },
  product_translation: { product_id: 'integer', lang: 'text', slug: 'text', name: 'text', extract: 'text', description: 'text', medias: 'text', updated_at: 'text' },
  publish_event: { id: 'integer+', site_id: 'integer', entity_type: 'text', entity_id: 'integer', action: 'text', slugs: 'text', published_at: 'text' },
  sales_plan: { id: 'integer+', site_id: 'integer', target: 'text', label: 'text', currency_code: 'text', currency_symbol: 'text', tax_rate: 'real' },
  search_synonym: { lang: 'text', term: 'text', expansion: 'text', term_lang: 'text?' },
  search_term: { lang: 'text', term: 'text', surface: 'text', occurrences: 'integer' },
  search_version: { id: 'integer', version: 'integer' },
  setting: { site_id: 'integer', code: 'text', vals: 'text' },
  setting_translation: { site_id: 'integer', code: 'text', lang: 'text', vals: 'text' },
  site: { id: 'integer+', iso: 'text', url: 'text', label: 'text', hosts: 'text+', languages: 'text', is_default: 'integer+' },
  submission: { id: 'integer+', site_id: 'integer', resource: 'text', created_at: 'text', body: 'text', idempotency_key: 'text?' },
} as const satisfies Record<string, Record<string, ColumnDeclaration>>;

type ValueOf<Kind> = Kind extends 'text' ? string : number;
type ColumnOf<Declaration> = Declaration extends `${infer Kind}?`
  ? ColumnType<ValueOf<Kind> | null, ValueOf<Kind> | null | undefined, ValueOf<Kind> | null>
  : Declaration extends `${infer Kind}+`
    ? Generated<ValueOf<Kind>>
    : ValueOf<Declaration>;

/** Kysely's view of the database: a row type per table. */
export type BackofficeSchema = {
  -readonly [Table in keyof typeof tables]: { -readonly [Column in keyof (typeof tables)[Table]]: ColumnOf<(typeof tables)[Table][Column]> };
};

/** A query builder over the back office's database, whichever engine holds it. */
export type BackofficeQueries = Kysely<BackofficeSchema>;

/** The declared columns of each table, `name` or `name?` where NULL is allowed: what the schema test compares. */
export function declaredColumns(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tables).map(([table, columns]) => [
      table,
      Object.entries(columns).map(([name, declaration]: [string, ColumnDeclaration]) => `${name}${declaration.endsWith('?') ? '?' : ''}`).sort(),
    ]),
  );
}
