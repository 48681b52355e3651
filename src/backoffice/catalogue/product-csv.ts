/**
 * A CSV file of products (`npm run import`) read into the publications the write API takes: one
 * line per pack, a product's own fields on its first line (later lines of the same `product_id`
 * leave them empty or repeat them), lists in a cell separated by `|`, characteristics written
 * `name=value|value; name=value`. Each line keeps its number in the file, so a refusal names the
 * line and the column to edit. Parsing is csv-parse's (quotes, line breaks in a description),
 * bounded in size and lines.
 */
import { parse } from 'csv-parse/sync';
import type { ProductPublication, ProductVariantInput } from '../../shared/kernel/api/contract.ts';

export const PRODUCT_COLUMNS = [
  'product_id',
  'reference',
  'slug',
  'name',
  'extract',
  'description',
  'color',
  'form',
  'categories_pro',
  'categories_part',
  'promoted',
  'caracteristics',
  'pack_id',
  'pack_reference',
  'pack_ean13',
  'pack_size',
  'price_pro',
  'price_part',
] as const;
/** Per translation language `lang`: `slug_lang`, `name_lang`, `extract_lang`, `description_lang`. */
export const TRANSLATED_COLUMNS = ['slug', 'name', 'extract', 'description'] as const;
/** The product's own columns: on its first line, empty or the same on the others. */
const PRODUCT_FIELDS = ['reference', 'slug', 'name', 'extract', 'description', 'color', 'form', 'categories_pro', 'categories_part', 'promoted', 'caracteristics'] as const;

export const MAX_CSV_BYTES = 64 * 1024 * 1024;
export const MAX_CSV_LINES = 200_000;

/** A refusal, where to fix it: the file's line (the header is line 1) and the column. */
export interface LineRefusal {
  readonly line: number;
  readonly column: string;
  readonly message: string;
}

/** A product read from the file, with where each of its fields came from. */
export interface ProductLines {
  readonly id: number;
  readonly publication: ProductPublication;
  /** Its first line: where its own fields are. */
  readonly line: number;
  /** The line of each pack, in the publication's order. */
  readonly packLines: readonly number[];
}

export interface ReadProducts {
  readonly products: ProductLines[];
  readonly refusals: LineRefusal[];
}

/** Raw cells of one line by column. */
type Row = ReadonlyMap<string, string>;

const list = (cell: string) => (cell.trim() === '' ? [] : cell.split('|').map((value) => value.trim()));

/** `name=value|value; name=value` → the characteristics, or the text of what is wrong. */
function caracteristicsOf(cell: string): ProductPublication['caracteristics'] | string {
  const entries: ProductPublication['caracteristics'] = [];
  for (const part of cell.split(';')) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    if (equals < 1) return `Write each characteristic as name=value|value, separated by ";": "${part.trim().slice(0, 40)}" has no name`;
    entries.push({ name: part.slice(0, equals).trim(), values: list(part.slice(equals + 1)) });
  }
  return entries;
}

/** A cell the write API reads as a number: digits stay text for its rules to judge, empty is null. */
const amount = (cell: string) => (cell.trim() === '' ? null : cell.trim());

/**
 * The file's products, in the order of their first line, each as a publication; what cannot be
 * read (the header, a line's shape, a product's lines that disagree) is refused by line and
 * column. The publications are not validated here: the write API's rules judge them.
 */
export function readProductCsv(text: string, translationLanguages: readonly string[]): ReadProducts {
  const refusals: LineRefusal[] = [];
  if (Buffer.byteLength(text) > MAX_CSV_BYTES) return { products: [], refusals: [{ line: 1, column: '', message: `The file is over ${MAX_CSV_BYTES / 1024 / 1024} MB: split it` }] };
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, { bom: true, info: true, raw: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { products: [], refusals: [{ line, column: '', message: `The file is not CSV from here: ${(error as Error).message}` }] };
  }
  const [header, ...lines] = records;
  if (header === undefined) return { products: [], refusals: [{ line: 1, column: '', message: 'The file is empty: its first line names the columns' }] };
  const names = header.record.map((name) => name.trim());
  const expected = [...PRODUCT_COLUMNS, ...translationLanguages.flatMap((lang) => TRANSLATED_COLUMNS.map((column) => `${column}_${lang}`))];
  const known = new Set<string>(expected);
  const unknown = names.filter((name) => !known.has(name));
  const missing = PRODUCT_COLUMNS.filter((name) => !names.includes(name));
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (unknown.length > 0 || missing.length > 0 || twice.length > 0) {
    const says = [
      ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`unknown ${unknown.join(', ')} (the columns are ${expected.join(', ')})`] : []),
      ...(twice.length > 0 ? [`named twice ${twice.join(', ')}`] : []),
    ];
    return { products: [], refusals: [{ line: 1, column: '', message: `The header's columns: ${says.join('; ')}` }] };
  }

  const byId = new Map<number, { first: Row; line: number; packs: { row: Row; line: number }[] }>();
  for (const { record, info, raw } of lines) {
    // csv-parse counts lines to a record's end: a description's line breaks put its start before.
    const line = info.lines - (raw.replace(/^(?:\r?\n)+/, '').replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    if (record.length !== names.length) {
      refusals.push({ line, column: '', message: `${record.length} cells where the header names ${names.length} columns` });
      continue;
    }
    const row: Row = new Map(names.map((name, index) => [name, record[index]!]));
    const idCell = row.get('product_id')!.trim();
    if (!/^[1-9][0-9]{0,8}$/.test(idCell)) {
      refusals.push({ line, column: 'product_id', message: 'A product id is a whole number from 1' });
      continue;
    }
    const product = byId.get(Number(idCell));
    if (product === undefined) {
      byId.set(Number(idCell), { first: row, line, packs: [{ row, line }] });
      continue;
    }
    for (const field of PRODUCT_FIELDS) {
      const cell = row.get(field)!.trim();
      if (cell !== '' && cell !== product.first.get(field)!.trim()) refusals.push({ line, column: field, message: `Differs from the product's first line (${product.line}): leave it empty or the same` });
    }
    product.packs.push({ row, line });
  }
  if (lines.length > MAX_CSV_LINES) refusals.push({ line: MAX_CSV_LINES + 2, column: '', message: `A file holds at most ${MAX_CSV_LINES} lines: split it` });

  const products: ProductLines[] = [];
  for (const [id, { first, line, packs }] of byId) {
    const cell = (name: string) => first.get(name)?.trim() ?? '';
    const caracteristics = caracteristicsOf(cell('caracteristics'));
    if (typeof caracteristics === 'string') {
      refusals.push({ line, column: 'caracteristics', message: caracteristics });
      continue;
    }
    const translations = translationLanguages.flatMap((lang) => {
      const texts = TRANSLATED_COLUMNS.map((column) => first.get(`${column}_${lang}`)?.trim() ?? '');
      if (texts.every((text) => text === '')) return [];
      const [slug, name, extract, description] = texts as [string, string, string, string];
      return [{ lang, slug, name, extract, description }];
    });
    const variants = packs.map(({ row }) => {
      const packCell = (name: string) => row.get(name)!.trim();
      return {
        id: /^[0-9]{1,15}$/.test(packCell('pack_id')) ? Number(packCell('pack_id')) : packCell('pack_id'),
        reference: packCell('pack_reference'),
        ean13: packCell('pack_ean13'),
        pack_size: amount(packCell('pack_size')),
        price_pro: amount(packCell('price_pro')),
        price_part: amount(packCell('price_part')),
      } as unknown as ProductVariantInput;
    });
    const publication = {
      reference: cell('reference'),
      color: cell('color'),
      form: cell('form'),
      product: { slug: cell('slug'), name: cell('name'), extract: cell('extract'), description: cell('description') },
      translations,
      categories_pro: list(cell('categories_pro')),
      categories_part: list(cell('categories_part')),
      promoted: list(cell('promoted')),
      caracteristics,
      variants,
    } as unknown as ProductPublication;
    products.push({ id, publication, line, packLines: packs.map((pack) => pack.line) });
  }
  return { products, refusals };
}

/** Where a field of a publication (`variants.2.ean13`, `translations.0.slug`) is in the file. */
export function lineOfField(product: ProductLines, field: string, translationLanguages: readonly string[]): { line: number; column: string } {
  const [head, index, rest] = field.split('.');
  if (head === 'variants' && index !== undefined) {
    const line = product.packLines[Number(index)] ?? product.line;
    const column = rest === undefined ? 'pack_id' : rest === 'id' ? 'pack_id' : rest === 'reference' ? 'pack_reference' : rest === 'ean13' ? 'pack_ean13' : rest;
    return { line, column };
  }
  if (head === 'translations' && index !== undefined) {
    const lang = product.publication.translations?.[Number(index)]?.lang ?? translationLanguages[0] ?? '';
    return { line: product.line, column: `${rest ?? 'slug'}_${lang}` };
  }
  if (head === 'product') return { line: product.line, column: index ?? 'name' };
  if (head === 'id') return { line: product.line, column: 'product_id' };
  return { line: product.line, column: head ?? '' };
}
