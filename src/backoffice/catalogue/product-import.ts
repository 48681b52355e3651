/**
 * A CSV import of products (`npm run import`, decision 189): all or nothing per file. The file is
 * read into publications (product-csv.ts), each judged by the write API's rules, then published
 * together by the same publisher as `PUT /admin/product/:id`, in one transaction, an event each.
 * Any refusal, by line and column, and nothing is stored.
 */
import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import { validateSchemaBody } from '../../shared/kernel/validation/form-schemas.ts';
import { publicationSchemas } from '../../shared/kernel/validation/publication-schemas.ts';
import type { CategoryRepository } from './category-repository.ts';
import { lineOfField, readProductCsv, type LineRefusal, type ProductLines } from './product-csv.ts';
import type { PublicationSite } from '../publishing/publication-site.ts';
import type { ProductPublisher, PublicationEntry } from './product-publisher.ts';

export interface ImportReport {
  /** Products and packs stored; none when anything was refused. */
  readonly products: number;
  readonly packs: number;
  /** In the order of the file's lines. */
  readonly refusals: LineRefusal[];
}

export async function importProducts(
  text: string,
  target: { readonly publicationSite: PublicationSite; readonly publisher: ProductPublisher; readonly categories: CategoryRepository; readonly now: Date },
): Promise<ImportReport> {
  const languages = [...target.publicationSite.translationLanguages];
  const read = readProductCsv(text, languages);
  const refusals = [...read.refusals];
  const judged: { lines: ProductLines; entry: PublicationEntry }[] = [];
  const refuse = (lines: ProductLines, errors: Record<string, string>) => {
    for (const [field, message] of Object.entries(errors)) refusals.push({ ...lineOfField(lines, field, languages), message });
  };
  for (const lines of read.products) {
    const validation = validateSchemaBody(publicationSchemas['PUT /admin/product/:id'], lines.publication, englishValidationTexts);
    if (!validation.ok) refuse(lines, validation.errors);
    else judged.push({ lines, entry: { id: lines.id, publication: validation.value } });
  }
  if (refusals.length === 0 && judged.length === 0) refusals.push({ line: 2, column: '', message: 'The file holds no product' });
  if (refusals.length === 0) {
    const published = await target.publisher.publishAll(
      target.publicationSite,
      judged.map(({ entry }) => entry),
      target.categories,
      target.now,
    );
    if ('refused' in published) for (const [index, errors] of published.refused) refuse(judged[index]!.lines, errors);
  }
  if (refusals.length > 0) return { products: 0, packs: 0, refusals: refusals.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column)) };
  return { products: judged.length, packs: judged.reduce((sum, { entry }) => sum + entry.publication.variants.length, 0), refusals: [] };
}
