import { frenchContent } from './fr/index.ts';
import { countries } from './reference-lists.ts';
import type { FrenchDocument } from './fr/types.ts';
import type { FrenchContent } from './seed-french-content.ts';

/** Entities translated as a whole, without a French slug of their own. */
function asDocuments(entities: Record<number, object>): Record<number, FrenchDocument<object>> {
  return Object.fromEntries(Object.entries(entities).map(([id, body]) => [id, { body }]));
}

/** Tags are looked up by slug: each French tag answers to its French slug. */
function tagDocuments(): Record<number, FrenchDocument<object>> {
  const tags = [...Object.values(frenchContent.tags), ...frenchContent.frenchOnlyTags];
  return Object.fromEntries(tags.map((tag) => [tag.id, { slug: tag.slug, body: tag }]));
}

/** Countries are stored with their position in the English list as id; seed/fr/ keys them by ISO code. */
function countryDocuments(): Record<number, FrenchDocument<object>> {
  return Object.fromEntries(
    countries.flatMap((country, index) => {
      const french = frenchContent.countries[country.iso];
      return french === undefined ? [] : [[index + 1, { body: french }]];
    }),
  );
}

/** The French editorial content of seed/fr/, keyed by the content resources and menu codes the database uses. */
export const frenchEditorialContent: FrenchContent = {
  documents: {
    page: frenchContent.pages,
    folder: frenchContent.folders,
    faq: frenchContent.faq,
    slider: frenchContent.sliders,
    testimony: frenchContent.testimonies,
    machine: frenchContent.machines,
    'store-locator': frenchContent.storeLocations,
    notice: frenchContent.notices,
    training: frenchContent.trainings,
    landing: frenchContent.landings,
    civility: asDocuments(frenchContent.civilities),
    country: countryDocuments(),
    city: asDocuments(frenchContent.cities),
    tags: tagDocuments(),
    teinte: asDocuments(frenchContent.teintes),
  },
  // seed/fr/ keys menus by `{target}:{code}`; the code alone names a menu (menu_pro, menu_part, …).
  menus: Object.fromEntries(Object.entries(frenchContent.menus).map(([key, items]) => [key.slice(key.indexOf(':') + 1), items])),
  settings: Object.fromEntries(Object.entries(frenchContent.settings).flatMap(([code, values]) => (values === undefined ? [] : [[code, values]]))),
};
