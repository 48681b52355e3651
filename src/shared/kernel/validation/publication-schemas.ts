/**
 * The bodies editors publish through the back office's write API (pages, products) and its CSV
 * import: the back office's schemas, out of the browser's code (form-schemas.ts holds the site's
 * forms). Written with the same rules and worded with the same texts.
 */
import type { BodyOf } from '../api/contract.ts';
import type { Milestone, TimelineBlock } from '../api/entities/content.ts';
import type {
  CategoryText,
  CategoryTranslation,
  PageBlockInput,
  PageText,
  PageTranslation,
  ParagraphInput,
  ProductCaracteristicInput,
  ProductText,
  ProductTranslation,
  ProductVariantInput,
  PushInput,
  VisualReference,
} from '../api/entities/publishing.ts';
import type { FieldName, ValidationTexts } from '../i18n/translation-types.ts';
import { decimal, integer, isoDate, list, object, oneOf, text, variant } from './field-rules.ts';
import type { PublicationEndpoint } from './form-schemas.ts';
import { invalidMessage } from './messages.ts';
import type { ObjectSchema } from './schema.ts';

// --- A page as an editor publishes it (PUT /admin/page/:id) ---

/** The back office's slug grammar: lower-case words of letters and digits joined by dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugText = (label: FieldName, max: number) => text({ label, max, required: true, check: (value: string, texts: ValidationTexts) => (SLUG.test(value) ? undefined : invalidMessage(texts, label)) });
/** A path of the site from its root, as a link leads there: `/contact`, `/professional-filler/news`. */
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
const PAGE_BLOCKS = 50;
const PAGE_TAGS = 20;
const TIMELINE_MILESTONES = 50;

const visualReference = object<VisualReference, { label: FieldName; nullable: true }>(
  { fields: { name: slugText('pictureName', 100), alt: text({ label: 'pictureText', max: 200, required: true }) } },
  { label: 'picture', nullable: true },
);
const paragraphBlock: ObjectSchema<ParagraphInput> = {
  fields: {
    type: oneOf(['paragraph'], { label: 'blockType', required: true }),
    titre: text({ label: 'heading', max: 200, nullable: true }),
    text: text({ label: 'blockText', max: 10_000, multiline: true, required: true }),
    visuel: visualReference,
  },
};
const pushBlock: ObjectSchema<PushInput> = {
  fields: {
    type: oneOf(['push'], { label: 'blockType', required: true }),
    titre: text({ label: 'heading', max: 200, required: true }),
    text: text({ label: 'blockText', max: 2000, multiline: true, nullable: true }),
    label_link: text({ label: 'linkLabel', max: 100, required: true }),
    url: text({ label: 'linkPath', max: 300, required: true, check: (value: string, texts: ValidationTexts) => (SITE_PATH.test(value) ? undefined : invalidMessage(texts, 'linkPath')) }),
    visuel: visualReference,
  },
};
const milestone = object<Milestone, { label: FieldName; required: true }>(
  {
    fields: {
      // Four digits: a year as <time datetime> reads one.
      year: integer({ label: 'year', min: 1000, max: 9999, required: true }),
      title: text({ label: 'title', max: 200, required: true }),
      text: text({ label: 'blockText', max: 1000, multiline: true, required: true }),
    },
  },
  { label: 'milestone', required: true },
);
const timelineBlock: ObjectSchema<TimelineBlock> = {
  fields: {
    type: oneOf(['timeline'], { label: 'blockType', required: true }),
    titre: text({ label: 'heading', max: 200, nullable: true }),
    milestones: list(milestone, { label: 'milestones', max: TIMELINE_MILESTONES, tooMany: 'tooManyEntries', required: true }),
  },
  // A timeline reads from the earliest year down: the site shows the milestones in the order given.
  check: ({ milestones }, { report, texts }) => {
    const outOfOrder = milestones?.findIndex((entry, index) => index > 0 && entry.year < milestones[index - 1]!.year) ?? -1;
    if (outOfOrder > 0) report(`milestones.${outOfOrder}.year`, texts.milestoneOrder);
  },
};
const pageBlock = variant<PageBlockInput, { label: FieldName; required: true }>(
  'type',
  new Map([
    ['paragraph', paragraphBlock as ObjectSchema<unknown>],
    ['push', pushBlock as ObjectSchema<unknown>],
    ['timeline', timelineBlock as ObjectSchema<unknown>],
  ]),
  { label: 'block', required: true },
);
const pageTextFields = {
  slug: slugText('slug', 150),
  title: text({ label: 'title', max: 200, required: true }),
  type: oneOf(['cms', 'actualite', 'job', 'advice'], { label: 'pageType', required: true }),
  type_label: text({ label: 'typeLabel', max: 50, required: true }),
  extract: text({ label: 'extract', max: 1000, multiline: true, required: true }),
  cover: visualReference,
  tags: list(slugText('tag', 50), { label: 'tags', max: PAGE_TAGS, tooMany: 'tooManyEntries' }),
  blocks: list(pageBlock, { label: 'blocks', max: PAGE_BLOCKS, tooMany: 'tooManyEntries', required: true }),
  meta: object<PageText['meta'], { label: FieldName; required: true }>(
    { fields: { title: text({ label: 'metaTitle', max: 200, required: true }), description: text({ label: 'metaDescription', max: 400, required: true }) } },
    { label: 'metaTags', required: true },
  ),
};

// --- A product as an editor publishes it (PUT /admin/product/:id, and each product of a CSV import) ---

const PRODUCT_PACKS = 20;
const PRODUCT_CATEGORIES = 20;
const PRODUCT_CARACTERISTICS = 40;
const CARACTERISTIC_VALUES = 20;
/** Product and pack codes: capitals, digits and dashes ("FFS-P", "FFS-P-050"). */
const CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const code = (label: FieldName) => text({ label, max: 40, required: true, check: (value: string, texts: ValidationTexts) => (CODE.test(value) ? undefined : invalidMessage(texts, label)) });
/** A GS1 barcode: 13 digits whose last is the check digit of the twelve before it. */
function isEan13(value: string): boolean {
  if (!/^[0-9]{13}$/.test(value)) return false;
  const sum = [...value.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(value[12]);
}
/** A product's slug: one to three slug segments joined by slashes (the French ones name their category: `reboucher/enduit-x`). */
const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;
const productTextFields = {
  slug: text({ label: 'slug', max: 200, required: true, check: (value: string, texts: ValidationTexts) => (PRODUCT_SLUG.test(value) ? undefined : invalidMessage(texts, 'slug')) }),
  name: text({ label: 'productName', max: 150, required: true }),
  extract: text({ label: 'extract', max: 500, multiline: true, required: true }),
  description: text({ label: 'description', max: 5000, multiline: true, required: true }),
};
const price = (label: FieldName) => decimal({ label, min: 0.01, max: 100_000, decimals: 2, nullable: true });
const productVariant = object<ProductVariantInput, { label: FieldName; required: true }>(
  {
    fields: {
      id: integer({ label: 'pack', max: 999_999_999, required: true }),
      reference: code('packReference'),
      ean13: text({ label: 'barcode', max: 13, required: true, check: (value: string, texts: ValidationTexts) => (isEan13(value) ? undefined : invalidMessage(texts, 'barcode')) }),
      pack_size: decimal({ label: 'packSize', min: 0.001, max: 10_000, decimals: 3, required: true }),
      price_pro: price('proPrice'),
      price_part: price('partPrice'),
    },
  },
  { label: 'pack', required: true },
);
const productCaracteristic = object<ProductCaracteristicInput, { label: FieldName; required: true }>(
  {
    fields: {
      name: text({ label: 'characteristicName', max: 64, required: true }),
      values: list(text({ label: 'characteristicValue', max: 128, required: true }), { label: 'characteristicValue', max: CARACTERISTIC_VALUES, tooMany: 'tooManyEntries', required: true }),
    },
  },
  { label: 'characteristic', required: true },
);
const categorySlugs = (label: FieldName) => list(slugText('category', 150), { label, max: PRODUCT_CATEGORIES, tooMany: 'tooManyEntries' });

// --- A category as an editor publishes it (PUT /admin/category/:id) ---

const categoryTextFields = {
  slug: slugText('slug', 150),
  name: text({ label: 'categoryName', max: 150, required: true }),
  description: text({ label: 'description', max: 2000, multiline: true, required: true }),
};

/** Six hexadecimal digits, stored in lower case. */
const colour = text({ label: 'colour', max: 6, required: true, check: (value: string, texts: ValidationTexts) => (/^[0-9a-f]{6}$/i.test(value) ? undefined : invalidMessage(texts, 'colour')), normalize: (value: string) => value.toLowerCase() });

/** Typed against the contract, as the site's forms are. */
export const publicationSchemas: { readonly [E in PublicationEndpoint]: ObjectSchema<BodyOf<E>> } = {
  'PUT /admin/page/:id': {
    fields: {
      target: oneOf(['pro', 'part'], { label: 'audience', nullable: true }),
      published_at: isoDate({ label: 'publicationDate' }),
      position: integer({ label: 'position', min: 0, max: 100_000 }),
      page: object<PageText, { label: FieldName; required: true }>({ fields: pageTextFields }, { label: 'page', required: true }),
      translations: list(object<PageTranslation, { label: FieldName; required: true }>({ fields: { lang: text({ label: 'language', max: 10, required: true }), ...pageTextFields } }, { label: 'translation', required: true }), {
        label: 'translations',
        max: 10,
        tooMany: 'tooManyEntries',
      }),
    },
  },
  'PUT /admin/product/:id': {
    fields: {
      reference: code('productReference'),
      color: colour,
      form: oneOf(['powder', 'paste'], { label: 'productForm', required: true }),
      product: object<ProductText, { label: FieldName; required: true }>({ fields: productTextFields }, { label: 'product', required: true }),
      translations: list(object<ProductTranslation, { label: FieldName; required: true }>({ fields: { lang: text({ label: 'language', max: 10, required: true }), ...productTextFields } }, { label: 'translation', required: true }), {
        label: 'translations',
        max: 10,
        tooMany: 'tooManyEntries',
      }),
      categories_pro: categorySlugs('proCategories'),
      categories_part: categorySlugs('partCategories'),
      promoted: list(oneOf(['pro', 'part'], { label: 'promotedIn', required: true }), { label: 'promotedIn', max: 2, tooMany: 'tooManyEntries' }),
      caracteristics: list(productCaracteristic, { label: 'characteristics', max: PRODUCT_CARACTERISTICS, tooMany: 'tooManyEntries', required: true }),
      variants: list(productVariant, { label: 'packs', max: PRODUCT_PACKS, tooMany: 'tooManyEntries', required: true }),
    },
  },
  'PUT /admin/category/:id': {
    fields: {
      target: oneOf(['pro', 'part'], { label: 'audience', required: true }),
      parent: text({ label: 'parentCategory', max: 150, nullable: true, check: (value: string, texts: ValidationTexts) => (SLUG.test(value) ? undefined : invalidMessage(texts, 'parentCategory')) }),
      position: integer({ label: 'position', min: 0, max: 100_000 }),
      color: colour,
      category: object<CategoryText, { label: FieldName; required: true }>({ fields: categoryTextFields }, { label: 'categoryText', required: true }),
      translations: list(object<CategoryTranslation, { label: FieldName; required: true }>({ fields: { lang: text({ label: 'language', max: 10, required: true }), ...categoryTextFields } }, { label: 'translation', required: true }), {
        label: 'translations',
        max: 10,
        tooMany: 'tooManyEntries',
      }),
    },
  },
};
