/**
 * The words of the printed documents (technical sheets, guides, safety data sheets) in each
 * language the back office typesets them in. The application steps and the tagline are not written
 * here: the sheet tells them in the site's own words (shared application-steps-text.ts, the
 * layout's `site.tagline`), so the two never differ.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogueMessages } from '../../shared/kernel/i18n/en/catalogue.ts';
import { layoutMessages } from '../../shared/kernel/i18n/en/layout.ts';
import { frenchCatalogueMessages } from '../../shared/kernel/i18n/fr/catalogue.ts';
import { frenchLayoutMessages } from '../../shared/kernel/i18n/fr/layout.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';

export interface DocumentTexts {
  /** The locale numbers and dates are written in. */
  readonly locale: string;
  /** Beside the logo: the site's own tagline in the language, as the pages' footer says it. */
  readonly tagline: string;
  readonly technicalSheet: string;
  readonly reference: string;
  readonly description: string;
  readonly characteristics: string;
  readonly packaging: string;
  readonly netWeight: string;
  readonly ean: string;
  readonly applicationSteps: string;
  readonly safety: string;
  /** Safety and storage notes of every product, then those of its form. */
  readonly safetyNotes: readonly string[];
  readonly formSafetyNotes: Readonly<Record<'powder' | 'paste', readonly string[]>>;
  readonly dated: (date: string) => string;
  readonly page: (number: number, count: number) => string;
  /** Says on every page that the maker and its figures are invented. */
  readonly demoNotice: string;
}

const english: DocumentTexts = {
  locale: 'en-GB',
  tagline: layoutMessages['site.tagline'],
  technicalSheet: 'Technical data sheet',
  reference: 'Reference',
  description: 'Description',
  characteristics: 'Characteristics',
  packaging: 'Packaging',
  netWeight: 'Net weight',
  ean: 'EAN-13',
  applicationSteps: catalogueMessages['product.steps'],
  safety: 'Safety and storage',
  safetyNotes: [
    'Apply between +5 °C and +30 °C on a sound, clean and dry support; never on a frozen, soaked or sun-heated wall.',
    'Keep out of the reach of children. In case of contact with the eyes, rinse at once with plenty of water.',
    'Clean tools with water before the product sets.',
  ],
  formSafetyNotes: {
    powder: [
      'Mixing and sanding raise dust: work in a ventilated room and wear an FFP2 mask and safety glasses. Read the safety data sheet before use.',
      'Store 12 months in the unopened bag, off the ground, in a dry place.',
    ],
    paste: ['Store 12 months in the closed tub, away from frost and heat. Close the tub tightly after use.'],
  },
  dated: (date) => `Sheet issued ${date}`,
  page: (number, count) => `Page ${number} of ${count}`,
  demoNotice: 'Demo document: Filler & Plaster Co. is a fictitious maker and these figures are examples.',
};

const french: DocumentTexts = {
  locale: 'fr-FR',
  tagline: frenchLayoutMessages['site.tagline'],
  technicalSheet: 'Fiche technique',
  reference: 'Référence',
  description: 'Description',
  characteristics: 'Caractéristiques',
  packaging: 'Conditionnement',
  netWeight: 'Poids net',
  ean: 'EAN-13',
  applicationSteps: frenchCatalogueMessages['product.steps'],
  safety: 'Sécurité et stockage',
  safetyNotes: [
    'Appliquer entre +5 °C et +30 °C sur un support sain, propre et sec ; jamais sur un mur gelé, détrempé ou chauffé par le soleil.',
    'Tenir hors de portée des enfants. En cas de contact avec les yeux, rincer immédiatement et abondamment à l’eau.',
    'Nettoyer les outils à l’eau avant la prise du produit.',
  ],
  formSafetyNotes: {
    powder: [
      'Le gâchage et le ponçage soulèvent de la poussière : travailler dans une pièce aérée, avec un masque FFP2 et des lunettes de protection. Lire la fiche de données de sécurité avant emploi.',
      'Se conserve 12 mois dans le sac non ouvert, à l’abri de l’humidité, hors sol.',
    ],
    paste: ['Se conserve 12 mois dans le seau fermé, à l’abri du gel et de la chaleur. Bien refermer le seau après usage.'],
  },
  dated: (date) => `Fiche éditée le ${date}`,
  page: (number, count) => `Page ${number} sur ${count}`,
  demoNotice: 'Document de démonstration : Filler & Plaster Co. est un fabricant fictif et ces valeurs sont des exemples.',
};

const textsByLang: Readonly<Record<string, DocumentTexts>> = { en: english, fr: french };
const intlCache = createIntlCache();
const intlByLang = new Map<string, IntlShape>();

/** The documents' words in `lang`; English for a language they are not written in. */
export function documentTexts(lang: string): DocumentTexts {
  return ownValue(textsByLang, lang) ?? english;
}

/** The catalogue's messages (application steps) and number formats in `lang`, English where none. */
export function documentIntl(lang: string): IntlShape {
  const known = ownValue(textsByLang, lang) === undefined ? 'en' : lang;
  let intl = intlByLang.get(known);
  if (intl === undefined) {
    const messages = known === 'fr' ? { ...catalogueMessages, ...frenchCatalogueMessages } : catalogueMessages;
    intl = createIntl({ locale: documentTexts(known).locale, defaultLocale: 'en-GB', messages }, intlCache);
    intlByLang.set(known, intl);
  }
  return intl;
}
