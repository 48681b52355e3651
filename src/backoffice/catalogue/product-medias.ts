/**
 * The pictures and documents of a product, as its row keeps them (`medias`), drawn from what it
 * is: a packshot per pack lettered in the language (files named by the English slug in every
 * language), pictograms of its area, form and properties, a scene of its use, and its technical
 * sheet. The same for a product the demo seeds and one an editor publishes.
 */
import { ownValue } from '../../shared/kernel/data/own-value.ts';
import { withUnit } from '../../shared/kernel/format/measure.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { visual } from '../media/visuals.ts';
import type { StoredMedias } from './product-repository.ts';

export interface MediaSubject {
  /** Its slug in the base language: the files' name in every language. */
  readonly slug: string;
  /** Its name in the language of the medias. */
  readonly name: string;
  readonly form: 'powder' | 'paste';
  /** Kilograms, one packshot each, in the packs' order. */
  readonly packSizes: readonly number[];
  /** Characteristic → its values. */
  readonly caracteristics: ReadonlyMap<string, readonly string[]>;
}

interface MediaTexts {
  readonly pictoTitles: Readonly<Record<string, string>>;
  inUse(name: string): string;
}

const MEDIA_TEXTS: Readonly<Record<string, MediaTexts>> = {
  en: {
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
  },
  fr: {
    pictoTitles: {
      interior: 'Intérieur',
      exterior: 'Extérieur',
      powder: 'Poudre à mélanger',
      paste: 'Prêt à l’emploi',
      sandable: 'Ponçable',
      damp_rooms: 'Pièces humides',
      fast_drying: 'Séchage rapide',
    },
    inUse: (name) => `${name} en situation`,
  },
};

/** A packshot as a product card shows it, and as a product page's gallery does (decision 140). */
const PACKSHOT_SLOTS = {
  card: { width: 240, widths: [240, 480, 720] },
  large: { width: 480, widths: [480, 720, 960, 1200, 1600] },
} as const;

/** Dried enough to paint within this many hours: the "fast drying" pictogram. */
const FAST_DRYING_HOURS = 2;

/** A product's technical sheet in a language, named by its English slug. */
export function technicalSheetUrl(slug: string, lang: string): string {
  return `/media/sheet/${lang}/${slug}.pdf`;
}

/** The scene a product is shown in use in, from where and on what it is used. */
function sceneOf(values: (name: string) => readonly string[]): string {
  const area = values('application_area');
  const supports = values('support');
  if (area.includes('exterior') && !area.includes('interior')) return 'facade';
  if (supports.length === 1 && supports[0] === 'wood') return 'joinery';
  if (values('damp_rooms').includes('yes')) return 'bathroom';
  if (values('work_type').includes('decorating')) return 'living-room';
  if (values('work_type').includes('jointing')) return 'drywall-site';
  return 'renovation';
}

export function productMedias(subject: MediaSubject, lang: string): StoredMedias {
  const texts = ownValue(MEDIA_TEXTS, lang) ?? MEDIA_TEXTS[BASE_LANG]!;
  const values = (name: string) => subject.caracteristics.get(name) ?? [];
  const pictos: string[] = [...values('application_area').filter((area) => area === 'interior' || area === 'exterior'), subject.form];
  if (values('sandable').includes('yes')) pictos.push('sandable');
  if (values('damp_rooms').includes('yes')) pictos.push('damp_rooms');
  const drying = Number(values('drying_time')[0]);
  if (Number.isFinite(drying) && drying <= FAST_DRYING_HOURS) pictos.push('fast_drying');
  const weight = new Intl.NumberFormat(lang);
  const packshot = (packSize: number, slot: keyof typeof PACKSHOT_SLOTS) => {
    const file = `/media/product/${subject.slug}/${lang}/${packSize}kg`;
    const alt = `${subject.name} ${withUnit(weight.format(packSize), 'kg')}`;
    const { width, widths } = PACKSHOT_SLOTS[slot];
    return { url: `${file}.png`, webp: `${file}.webp`, avif: `${file}.avif`, alt, title: alt, width, height: width, widths: [...widths] };
  };
  return {
    visuel: subject.packSizes.map((packSize) => ({ ...packshot(packSize, 'card'), large: packshot(packSize, 'large') })),
    PICTO: pictos.map((code) => ({ title: ownValue(texts.pictoTitles, code) ?? code, url: `/media/picto/${code}.png`, webp: `/media/picto/${code}.webp` })),
    AMBIANCE: [visual(`ambiance-${sceneOf(values)}`, texts.inUse(subject.name))],
    MEDIA: [{ title: 'FICHES_QCE', url: technicalSheetUrl(subject.slug, lang), type: 'pdf' }],
  };
}
