import type { City, Civility, Country, Tag, Teinte } from '../../../../shared/kernel/api/contract.ts';
import { cities, civilities, countries, tags, teintes } from '../reference-lists.ts';

export const frenchCivilities: Record<number, Civility> = Object.fromEntries(
  civilities.map((civility) => [civility.id, { ...civility, label: { mr: 'M.', mrs: 'Mme', mx: 'Mx' }[civility.code] ?? civility.label }]),
);

const countryNames: Record<string, string> = {
  LB: 'Liban',
  AE: 'Émirats arabes unis',
  SA: 'Arabie saoudite',
  QA: 'Qatar',
  KW: 'Koweït',
  BH: 'Bahreïn',
  OM: 'Oman',
  JO: 'Jordanie',
  CY: 'Chypre',
  EG: 'Égypte',
  FR: 'France',
  BE: 'Belgique',
  NL: 'Pays-Bas',
  GB: 'Royaume-Uni',
  CH: 'Suisse',
  ES: 'Espagne',
  PL: 'Pologne',
  TN: 'Tunisie',
  MA: 'Maroc',
};

/** Countries by ISO code. */
export const frenchCountries: Record<string, Country> = Object.fromEntries(countries.map((country) => [country.iso, { ...country, name: countryNames[country.iso]! }]));

/** French city names by English name; names without a French form stay. */
export const frenchCityNames: Record<string, string> = {
  Beirut: 'Beyrouth',
  Sidon: 'Saïda',
  Tyre: 'Tyr',
  Dubai: 'Dubaï',
  'Abu Dhabi': 'Abou Dabi',
  Sharjah: 'Charjah',
  'Al Ain': 'Al-Aïn',
  'Ras Al Khaimah': 'Ras el Khaïmah',
  Fujairah: 'Fujaïrah',
};

export const frenchCities: Record<number, City> = Object.fromEntries(cities.map((city) => [city.id, { ...city, name: frenchCityNames[city.name] ?? city.name }]));

/** French tag slug and label by English tag slug; the last four are the legacy French FAQ's filters. */
export const frenchTagsBySlug: Record<string, Pick<Tag, 'slug' | 'label'>> = {
  application: { slug: 'mise-en-oeuvre', label: 'Mise en œuvre' },
  drying: { slug: 'sechage', label: 'Séchage' },
  storage: { slug: 'conservation', label: 'Conservation' },
  choosing: { slug: 'choisir-son-enduit', label: 'Choisir son enduit' },
  exterior: { slug: 'facade', label: 'Façade et extérieur' },
  orders: { slug: 'commande', label: 'Commande et livraison' },
  filling: { slug: 'rebouchage', label: 'Rebouchage' },
  smoothing: { slug: 'lissage', label: 'Lissage' },
  wood: { slug: 'bois', label: 'Bois' },
  plasterboard: { slug: 'plaques-de-platre', label: 'Plaques de plâtre' },
};

export const frenchTags: Record<number, Tag> = Object.fromEntries(tags.map((tag) => [tag.id, { id: tag.id, ...frenchTagsBySlug[tag.slug]! }]));

/** The legacy French FAQ's tags, with the ids of the English tags they translate (filling, smoothing, wood, plasterboard). */
const legacyFaqTags: Tag[] = [
  { id: 7, ...frenchTagsBySlug['filling']! },
  { id: 8, ...frenchTagsBySlug['smoothing']! },
  { id: 9, ...frenchTagsBySlug['wood']! },
  { id: 10, ...frenchTagsBySlug['plasterboard']! },
];

/** Those of the legacy FAQ's tags whose English tag is not seeded yet: they need a base row to be stored. */
export const frenchOnlyTags: Tag[] = legacyFaqTags.filter((tag) => frenchTags[tag.id] === undefined);

const teinteNames: Record<string, string> = {
  W01: 'Blanc craie',
  W02: 'Ivoire',
  W03: 'Lin',
  N01: 'Galet',
  N02: 'Gris pierre',
  N03: 'Ardoise',
  E01: 'Sable',
  E02: 'Terre cuite',
  E03: 'Ocre',
  E04: 'Cèdre',
  B01: 'Ciel',
  B02: 'Méditerranée',
  B03: 'Nuit',
  G01: 'Sauge',
  G02: 'Olive',
  G03: 'Forêt de cèdres',
};

export const frenchTeintes: Record<number, Teinte> = Object.fromEntries(teintes.map((teinte) => [teinte.id, { ...teinte, name: teinteNames[teinte.code]! }]));
