import { slugify } from '../../../shared/kernel/format/slug.ts';
import { categories } from './categories.ts';
import { frenchCategories } from './categories-fr.ts';
import { frenchSpacing } from './fr/typography.ts';
import { legacyProductSlugs } from './legacy-product-slugs.ts';
import { productLines, type ProductLine } from './product-lines.ts';
import { frenchProductLines } from './product-lines-fr.ts';
import { products, type SeedProduct } from './products.ts';

export interface SeedProductTranslation {
  /** `{category}/{product}`: the site links `product/{slug}`, the form the legacy French URLs have. */
  slug: string;
  name: string;
  extract: string;
  description: string;
}

const FORM_SUFFIX = { powder: 'poudre', paste: 'pâte' } as const;

function decimal(value: number | undefined): string {
  return String(value).replace('.', ',');
}

function areaText(area: ProductLine['area']): string {
  if (area.length > 1) return 'intérieurs et extérieurs';
  return area[0] === 'exterior' ? 'extérieurs' : 'intérieurs';
}

function describe(line: ProductLine, form: SeedProduct['form'], name: string, french: { pitch: string; summary: string }): { extract: string; description: string } {
  const formText = form === 'powder' ? 'une poudre à mélanger avec de l’eau' : 'une pâte prête à l’emploi';
  const [min, max] = line.thickness;
  return {
    extract: frenchSpacing(french.summary),
    description: frenchSpacing(
      `${name} est ${formText} pour les travaux ${areaText(line.area)}. Ce produit ${french.pitch}. ` +
        `Appliquer de ${decimal(min)} à ${decimal(max)} mm par couche` +
        `${line.coats > 1 ? ` en ${line.coats} couches` : ''} ; attendre ${line.dryingHours} h avant de peindre. ` +
        `Consommation : environ ${decimal(line.forms[form])} kg/m² par mm d’épaisseur.`,
    ),
  };
}

/** The French slug of the product's first category: its consumer one when consumers are sold it. */
function categorySlug(product: SeedProduct): string {
  const english = product.categories.part[0] ?? product.categories.pro[0];
  const french = english === undefined ? undefined : frenchCategories[english];
  if (french === undefined) throw new Error(`Product ${product.reference} has no French category`);
  return french.slug;
}

function translate(product: SeedProduct): SeedProductTranslation {
  const code = product.reference.slice(0, product.reference.indexOf('-'));
  const line = productLines.find((candidate) => candidate.code === code);
  const french = frenchProductLines[code];
  if (line === undefined || french === undefined) throw new Error(`Product ${product.reference} has no French line`);
  const name = Object.keys(line.forms).length > 1 ? `${french.name} ${FORM_SUFFIX[product.form]}` : french.name;
  return {
    slug: legacyProductSlugs[product.reference] ?? `${categorySlug(product)}/${slugify(name)}`,
    name,
    ...describe(line, product.form, name, french),
  };
}

/** French translations by product id. */
export const frenchProducts: Map<number, SeedProductTranslation> = new Map(products.map((product) => [product.id, translate(product)]));

/** Every seeded category has a French translation: the seed fails loudly on a forgotten one. */
for (const category of categories) {
  if (frenchCategories[category.slug] === undefined) throw new Error(`Category ${category.slug} has no French translation`);
}
