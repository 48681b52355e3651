import { slugify } from '../../../shared/kernel/format/slug.ts';
import { ean13 } from './barcodes.ts';
import { productLines, type ProductLine } from './product-lines.ts';
import { measureSpacing } from './typography.ts';

type Form = 'powder' | 'paste';

export interface SeedItem {
  id: number;
  reference: string;
  ean13: string;
  packSize: number;
  /** Price excluding tax per audience; absent for an audience that is not sold the product. */
  prices: { pro?: number; part?: number };
}

export interface SeedProduct {
  id: number;
  slug: string;
  reference: string;
  name: string;
  extract: string;
  description: string;
  color: string;
  form: Form;
  /** When it was last published: a product was created some months before. */
  updatedAt: string;
  categories: { part: string[]; pro: string[] };
  promoted: ('pro' | 'part')[];
  caracteristics: Record<string, string[]>;
  items: SeedItem[];
}

const PACK_SIZES: Record<Form, number[]> = { powder: [1, 5, 15, 25], paste: [1.5, 4, 10, 15] };
/** GS1 prefix 376 with a fictional company number. */
const BARCODE_PREFIX = '3760471';
const PART_MARKUP = 1.25;
const PRO_PACKS_FROM_KG = 4;

/** A product was last edited some months after it was created. */
const EDITED_AFTER_MS = 120 * 86_400_000;

function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Larger packs cost less per kg. */
function packPrice(pricePerKg: number, packSize: number): number {
  const degression = packSize >= 15 ? 0.8 : packSize >= 4 ? 0.9 : 1.25;
  return roundPrice(pricePerKg * packSize * degression);
}

function describe(line: ProductLine, form: Form, name: string): { extract: string; description: string } {
  const formText = form === 'powder' ? 'a powder to mix with water' : 'a ready-to-use paste';
  const area = line.area.join(' and ');
  const [min, max] = line.thickness;
  return {
    extract: measureSpacing(line.summary),
    description: measureSpacing(
      `${name} is ${formText} for ${area} work. It ${line.pitch.replace(/^an? /, 'gives a ')}. ` +
        `Apply from ${min} to ${max} mm per coat` +
        `${line.coats > 1 ? ` in ${line.coats} coats` : ''}; allow ${line.dryingHours} h before painting. ` +
        `Consumption: about ${line.forms[form]} kg/m² per mm of thickness.`,
    ),
  };
}

function build(): SeedProduct[] {
  const products: SeedProduct[] = [];
  let productId = 1000;
  let itemId = 5000;
  let serial = 10000;
  const start = Date.UTC(2023, 0, 15);
  for (const line of productLines) {
    const forms = Object.keys(line.forms) as Form[];
    for (const form of forms) {
      const name = forms.length > 1 ? `${line.name} ${form === 'powder' ? 'Powder' : 'Paste'}` : line.name;
      const slug = slugify(name);
      const reference = `${line.code}-${form === 'powder' ? 'P' : 'R'}`;
      const caracteristics: Record<string, string[]> = {
        work_type: line.work,
        application_area: line.area,
        support: line.supports,
        form: [form],
        finish: [line.finish],
        damp_rooms: [line.damp ? 'yes' : 'no'],
        sandable: [line.sandable ? 'yes' : 'no'],
        thickness_min: [String(line.thickness[0])],
        thickness_max: [String(line.thickness[1])],
        consumption: [String(line.forms[form])],
        drying_time: [String(line.dryingHours)],
        coats: [String(line.coats)],
      };
      const items = PACK_SIZES[form].map((packSize, position) => {
        const base = packPrice(line.pricePerKg, packSize);
        return {
          id: itemId++,
          reference: `${reference}-${String(Math.round(packSize * 10)).padStart(3, '0')}`,
          ean13: ean13(`${BARCODE_PREFIX}${serial++}`),
          packSize,
          prices: {
            ...(line.pro.length > 0 && packSize >= PRO_PACKS_FROM_KG ? { pro: base } : {}),
            ...(line.part.length > 0 ? { part: roundPrice(base * PART_MARKUP) } : {}),
          },
          position,
        };
      });
      const created = start + (productId - 1000) * 6 * 86_400_000;
      products.push({
        id: productId,
        slug,
        reference,
        name,
        ...describe(line, form, name),
        color: line.color,
        form,
        updatedAt: new Date(created + EDITED_AFTER_MS).toISOString(),
        categories: { part: line.part, pro: line.pro },
        promoted: line.promoted ?? [],
        caracteristics,
        items,
      });
      productId++;
    }
  }
  return products;
}

export const products: SeedProduct[] = build();

/** A demo product by its reference ("ASP-R"), as the pages that mention it name it: a wrong reference stops the seed. */
export function productByReference(reference: string): SeedProduct {
  const product = products.find((candidate) => candidate.reference === reference);
  if (product === undefined) throw new Error(`No demo product has the reference ${reference}`);
  return product;
}
