/**
 * The seed of every content resource (decision 165): its English documents, with the columns the
 * `content` table filters on, and their French translations. Keyed by the resource's name, which
 * is its descriptor's in shared/kernel/api/content-resources.ts: a resource without a seed, or a seed
 * without a resource, does not compile. Landings are content too, read by their own endpoints.
 */
import type { ContentResourceName } from '../../../shared/kernel/api/content-resources.ts';
import { notices } from './documents.ts';
import { faqEntries, folders, machines, sliders, testimonies } from './editorial.ts';
import { landings, trainings } from './events.ts';
import { frenchContent } from './fr/index.ts';
import type { FrenchDocument } from './fr/types.ts';
import { storeLocations } from './locations.ts';
import { pages } from './pages.ts';
import { cities, civilities, countries, tags, teintes } from './reference-lists.ts';

const DAY_MS = 86_400_000;

/** One document and the columns it is filtered on. */
export interface SeedDocument {
  id: number;
  /** Defaults to the seeding time. */
  updatedAt?: string;
  /** The audience that sees it; null or absent for both. */
  target?: 'pro' | 'part' | null;
  slug?: string | null;
  /** What a list filters on besides the audience (a page's type, a teinte's family, a city's country…). */
  kind?: string | null;
  body: object;
}

export interface ContentSeed {
  /** The English documents in their order; `now` dates what the seed computes (publication, sessions). */
  readonly documents: (now: Date) => readonly SeedDocument[];
  /** The French translations, by the English document's id. */
  readonly french: Readonly<Record<number, FrenchDocument<object>>>;
}

export type SeededContentResource = ContentResourceName | 'landing';

function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** Entities translated as a whole, without a French slug of their own. */
function asDocuments(entities: Readonly<Record<number, object>>): Record<number, FrenchDocument<object>> {
  return Object.fromEntries(Object.entries(entities).map(([id, body]) => [id, { body }]));
}

/** Tags are looked up by slug: each French tag answers to its French slug. */
function tagDocuments(): Record<number, FrenchDocument<object>> {
  const all = [...Object.values(frenchContent.tags), ...frenchContent.frenchOnlyTags];
  return Object.fromEntries(all.map((tag) => [tag.id, { slug: tag.slug, body: tag }]));
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

export const contentSeeds: Readonly<Record<SeededContentResource, ContentSeed>> = {
  page: {
    documents: (now) =>
      pages.map(({ publishedDaysAgo, ...page }) => ({
        id: page.id,
        target: page.target,
        slug: page.slug,
        kind: page.type.technical_name,
        updatedAt: daysFrom(now, -publishedDaysAgo),
        body: { ...page, published_at: daysFrom(now, -publishedDaysAgo) },
      })),
    french: frenchContent.pages,
  },
  folder: { documents: () => folders.map((folder) => ({ id: folder.id, target: folder.target, slug: folder.slug, body: folder })), french: frenchContent.folders },
  faq: { documents: () => faqEntries.map((entry) => ({ id: entry.id, target: entry.target, body: entry })), french: frenchContent.faq },
  tags: { documents: () => tags.map((tag) => ({ id: tag.id, slug: tag.slug, body: tag })), french: tagDocuments() },
  slider: { documents: () => sliders.map((slider) => ({ id: slider.id, target: slider.target, body: slider })), french: frenchContent.sliders },
  testimony: { documents: () => testimonies.map((testimony) => ({ id: testimony.id, target: testimony.target, body: testimony })), french: frenchContent.testimonies },
  machine: { documents: () => machines.map((machine) => ({ id: machine.id, slug: machine.slug, body: machine })), french: frenchContent.machines },
  teinte: { documents: () => teintes.map((teinte) => ({ id: teinte.id, kind: teinte.family, body: teinte })), french: asDocuments(frenchContent.teintes) },
  city: { documents: () => cities.map((city) => ({ id: city.id, kind: city.country_iso, body: city })), french: asDocuments(frenchContent.cities) },
  civility: { documents: () => civilities.map((civility) => ({ id: civility.id, slug: civility.code, body: civility })), french: asDocuments(frenchContent.civilities) },
  country: { documents: () => countries.map((country, index) => ({ id: index + 1, slug: country.iso.toLowerCase(), body: country })), french: countryDocuments() },
  'store-locator': { documents: () => storeLocations.map((store) => ({ id: store.id, kind: store.type, body: store })), french: frenchContent.storeLocations },
  notice: { documents: () => notices.map((notice) => ({ id: notice.id, target: notice.target, kind: notice.section, body: notice })), french: frenchContent.notices },
  training: {
    documents: (now) =>
      trainings.map((training) => {
        const starts = now.getTime() + training.startsInDays * DAY_MS;
        return {
          id: training.id,
          body: {
            id: training.id,
            title: training.title,
            description: training.description,
            location: training.location,
            starts_at: new Date(starts).toISOString(),
            ends_at: new Date(starts + training.durationDays * DAY_MS).toISOString(),
            max_participants: training.maxParticipants,
            min_registrations: training.minRegistrations,
            capacity: training.capacity,
          },
        };
      }),
    french: frenchContent.trainings,
  },
  landing: {
    documents: (now) =>
      landings.map(({ startedDaysAgo, endsInDays, ...landing }) => ({
        id: landing.id,
        slug: landing.technical_name,
        body: { ...landing, starts_at: daysFrom(now, -startedDaysAgo), ends_at: daysFrom(now, endsInDays) },
      })),
    french: frenchContent.landings,
  },
};
