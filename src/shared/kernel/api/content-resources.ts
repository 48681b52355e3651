/**
 * One descriptor per back-office content resource (decision 165): the documents the back office
 * keeps in its `content` table under the resource's name, translated in `content_translation`,
 * read in the request's language. From the descriptor come:
 *
 * - the contract's entries: `GET {path}` (the list, `{ items, total }`) and, when `item` names a
 *   param, `GET {path}/:{item}` (one document by id or slug), typed from `types`;
 * - the back office's default handlers (the back office's routes/content-resource-routes.ts), which a
 *   resource with filters of its own overrides;
 * - the site's cache of each of those answers (`cache`).
 *
 * Its seed (English rows and French translations) is keyed by the same name in the back office's
 * seed/content-seeds.ts, which must have one for every resource. A new content resource is its
 * entry here (with its entity's type) and its seed; it needs no migration.
 */
import type {
  City,
  Civility,
  Country,
  FaqEntry,
  Folder,
  Machine,
  Notice,
  NoticeSection,
  Page,
  PageSummary,
  PageType,
  Slider,
  StoreLocation,
  Tag,
  Teinte,
  Testimony,
  TrainingSession,
} from './entities/content.ts';
import type { Endpoint, List, NoParams, Paging } from './endpoint.ts';

/**
 * How the site keeps an answer (the site's cache policies): `catalogue` — the same for every
 * visitor of a plan and language, so shared by all for a few seconds (CATALOGUE_CACHE_TTL_MS);
 * `never` — asked anew every time (a page read by its slug is an editor's preview; training seats
 * change with each registration).
 */
export type ContentCache = 'catalogue' | 'never';

/** Phantom: the types of a resource's answers and queries, never set at run time. */
interface ContentTypes<Entity, ListQuery, Summary, ItemQuery> {
  entity: Entity;
  listQuery: ListQuery;
  /** What the list carries of each document (the whole document unless said otherwise). */
  summary: Summary;
  itemQuery: ItemQuery;
}

interface ContentResource {
  /** The list's path under API_PREFIX. */
  readonly path: `/${string}`;
  /** The param of `GET {path}/:{item}`; null when a document is not read alone. */
  readonly item: 'id' | 'slug' | null;
  readonly cache: { readonly list: ContentCache; readonly item: ContentCache | null };
  readonly types: ContentTypes<unknown, unknown, unknown, unknown> | undefined;
}

// Pure, like the contract's entries: the browser's bundles, which read no descriptor, drop them.
/* @__NO_SIDE_EFFECTS__ */
function carrying<Entity, ListQuery = NoParams, Summary = Entity, ItemQuery = NoParams>(): ContentTypes<Entity, ListQuery, Summary, ItemQuery> | undefined {
  return undefined;
}

const listed = { list: 'catalogue', item: null } as const;
const listedAndRead = { list: 'catalogue', item: 'catalogue' } as const;

/** Keyed by the resource's name in the back office's `content` table. */
export const contentResources = {
  page: { path: '/page', item: 'slug', cache: { list: 'catalogue', item: 'never' }, types: carrying<Page, Paging & { type?: PageType; tags?: string[] }, PageSummary>() },
  folder: { path: '/folder', item: 'id', cache: listedAndRead, types: carrying<Folder, { types?: string[] }, Folder, { types?: string[] }>() },
  faq: { path: '/faq', item: null, cache: listed, types: carrying<FaqEntry, { tags?: string[] }>() },
  tags: { path: '/tags', item: null, cache: listed, types: carrying<Tag>() },
  slider: { path: '/slider', item: null, cache: listed, types: carrying<Slider>() },
  testimony: { path: '/testimony', item: null, cache: listed, types: carrying<Testimony>() },
  machine: { path: '/machine', item: 'id', cache: listedAndRead, types: carrying<Machine>() },
  teinte: { path: '/teinte', item: null, cache: listed, types: carrying<Teinte, { family?: string }>() },
  city: { path: '/city', item: null, cache: listed, types: carrying<City, { country_iso?: string; text?: string }>() },
  civility: { path: '/civility', item: null, cache: listed, types: carrying<Civility>() },
  country: { path: '/country', item: null, cache: listed, types: carrying<Country>() },
  'store-locator': {
    path: '/store-locator',
    item: null,
    cache: listed,
    types: carrying<StoreLocation, { type?: StoreLocation['type']; country_iso?: string; lat?: number; lng?: number; radius_km?: number }>(),
  },
  notice: { path: '/notice', item: null, cache: listed, types: carrying<Notice, { section?: NoticeSection; types?: string[] }>() },
  training: { path: '/training', item: null, cache: { list: 'never', item: null }, types: carrying<TrainingSession>() },
} as const satisfies Record<string, ContentResource>;

type Resources = typeof contentResources;
export type ContentResourceName = keyof Resources;
type TypesOf<R extends ContentResourceName> = NonNullable<Resources[R]['types']>;
type ListName<R extends ContentResourceName> = `GET ${Resources[R]['path']}`;
type ItemName<R extends ContentResourceName> = Resources[R]['item'] extends string ? `GET ${Resources[R]['path']}/:${Resources[R]['item']}` : never;

/** The contract's entries of the content resources. */
export type ContentEndpoints = {
  readonly [R in ContentResourceName as ListName<R>]: Endpoint<TypesOf<R>['listQuery'], undefined, List<TypesOf<R>['summary']>>;
} & {
  readonly [R in ContentResourceName as ItemName<R>]: Endpoint<TypesOf<R>['itemQuery'], undefined, TypesOf<R>['entity']>;
};
export type ContentEndpointName = keyof ContentEndpoints;

/** A content endpoint's resource and whether it reads the list or one document. */
export interface ContentEndpointRole {
  readonly resource: ContentResourceName;
  readonly read: 'list' | 'item';
}

/** Every content endpoint with its resource and role, in the descriptors' order. */
export function contentEndpointRoles(): Map<ContentEndpointName, ContentEndpointRole> {
  const roles = new Map<ContentEndpointName, ContentEndpointRole>();
  for (const resource of Object.keys(contentResources) as ContentResourceName[]) {
    const { path, item } = contentResources[resource] as ContentResource;
    roles.set(`GET ${path}` as ContentEndpointName, { resource, read: 'list' });
    if (item !== null) roles.set(`GET ${path}/:${item}` as ContentEndpointName, { resource, read: 'item' });
  }
  return roles;
}

/** The site's cache of each content endpoint, from its resource's descriptor. */
export function contentCachePolicies(): Record<ContentEndpointName, ContentCache> {
  const policies = {} as Record<ContentEndpointName, ContentCache>;
  for (const [name, { resource, read }] of contentEndpointRoles()) {
    const cache = (contentResources[resource] as ContentResource).cache[read];
    if (cache !== null) policies[name] = cache;
  }
  return policies;
}
