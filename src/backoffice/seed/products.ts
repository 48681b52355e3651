import type { StoredMedias } from '../catalogue/product-repository.ts';
import { slugify } from '../../shared/kernel/format/slug.ts';
import { ean13 } from './barcodes.ts';
import { visual } from '../media/visuals.ts';
import { productLines, type ProductLine } from './product-lines.ts';

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
  createdAt: string;
  updatedAt: string;
  categories: { part: string[]; pro: string[] };
  promoted: ('pro' | 'part')[];
  caracteristics: Record<string, string[]>;
  items: SeedItem[];
  medias: StoredMedias;
}

const PACK_SIZES: Record<Form, number[]> = { powder: [1, 5, 15, 25], paste: [1.5, 4, 10, 15] };
/** GS1 prefix 376 with a fictional company number. */
const BARCODE_PREFIX = '3760471';
const PART_MARKUP = 1.25;
const PRO_PACKS_FROM_KG = 4;

/** The language and words of a product's pictures. */
export interface MediaTexts {
  lang: 'en' | 'fr';
  pictoTitles: Record<string, string>;
  inUse(name: string): string;
}

const englishMediaTexts: MediaTexts = {
  lang: 'en',
  pictoTitles: {
    interior: 'Interior',
    exterior: 'Exterior',
    powder: 'Powder to mix',
    paste: 'Ready to use',
    sandable: 'Sandable',
    damp_rooms: 'Damp rooms',
    fast_drying: 'Fast drying',
  },
  inUse: (name) => `${name} in use`,
};
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

function ambianceFor(line: ProductLine): string {
  if (line.area.includes('exterior') && !line.area.includes('interior')) return 'facade';
  if (line.supports.length === 1 && line.supports[0] === 'wood') return 'joinery';
  if (line.damp) return 'bathroom';
  if (line.work.includes('decorating')) return 'living-room';
  if (line.work.includes('jointing')) return 'drywall-site';
  return 'renovation';
}

/** A packshot as a product card shows it, and as a product page's gallery does (decision 140). */
const PACKSHOT_SLOTS = {
  card: { width: 240, widths: [240, 480, 720] },
  large: { width: 480, widths: [480, 720, 960, 1200, 1600] },
} as const;

/**
 * A packshot per pack size, lettered in the language of `texts` (files named by the English slug
 * in every language); scenes and pictograms are the same files in every language, their words
 * are not.
 */
export function mediasFor(line: ProductLine, slug: string, name: string, form: Form, packSizes: readonly number[], texts: MediaTexts): StoredMedias {
  const pictos: string[] = [...line.area, form];
  if (line.sandable) pictos.push('sandable');
  if (line.damp) pictos.push('damp_rooms');
  if (line.dryingHours <= 2) pictos.push('fast_drying');
  const weight = new Intl.NumberFormat(texts.lang);
  const packshot = (packSize: number, slot: keyof typeof PACKSHOT_SLOTS) => {
    const file = `/media/product/${slug}/${texts.lang}/${packSize}kg`;
    const alt = `${name} ${weight.format(packSize)} kg`;
    const { width, widths } = PACKSHOT_SLOTS[slot];
    return { url: `${file}.png`, webp: `${file}.webp`, avif: `${file}.avif`, alt, title: alt, width, height: width, widths: [...widths] };
  };
  const scene = ambianceFor(line);
  return {
    visuel: packSizes.map((packSize) => ({ ...packshot(packSize, 'card'), large: packshot(packSize, 'large') })),
    PICTO: pictos.map((code) => ({
      title: texts.pictoTitles[code] ?? code,
      url: `/media/picto/${code}.png`,
      webp: `/media/picto/${code}.webp`,
    })),
    AMBIANCE: [visual(`ambiance-${scene}`, texts.inUse(name))],
    MEDIA: [{ title: 'FICHES_QCE', url: technicalSheetUrl(slug, texts.lang), type: 'pdf' }],
  };
}

/** A product's technical sheet in a language, named by its English slug. */
export function technicalSheetUrl(slug: string, lang: string): string {
  return `/media/sheet/${lang}/${slug}.pdf`;
}

function describe(line: ProductLine, form: Form, name: string): { extract: string; description: string } {
  const formText = form === 'powder' ? 'a powder to mix with water' : 'a ready-to-use paste';
  const area = line.area.join(' and ');
  const [min, max] = line.thickness;
  return {
    extract: `${name}: ${line.pitch}.`,
    description:
      `${name} is ${formText} for ${area} work. It ${line.pitch.replace(/^an? /, 'gives a ')}. ` +
      `Apply from ${min} to ${max} mm per coat` +
      `${line.coats > 1 ? ` in ${line.coats} coats` : ''}; allow ${line.dryingHours} h before painting. ` +
      `Consumption: about ${line.forms[form]} kg/m² per mm of thickness.`,
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
        createdAt: new Date(created).toISOString(),
        updatedAt: new Date(created + EDITED_AFTER_MS).toISOString(),
        categories: { part: line.part, pro: line.pro },
        promoted: line.promoted ?? [],
        caracteristics,
        items,
        medias: mediasFor(line, slug, name, form, items.map((item) => item.packSize), englishMediaTexts),
      });
      productId++;
    }
  }
  return products;
}

export const products: SeedProduct[] = build();

