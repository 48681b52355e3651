/**
 * The back-office API v1 contract, written once (spec §7, decisions §2).
 *
 * Every call is listed in `contract` under its "METHOD /path" key, with the types of its
 * query params, JSON body and response `data`. The back office implements exactly this table
 * (its handler map is typed from it) and the site's client calls through it.
 *
 * Envelope: success `{ "data": ... }`; failure `{ "errors": { ... } }` with a real HTTP status
 * (400 bad params, 401 missing/bad token, 404 unknown, 413 body too large, 422 invalid body).
 * Every call accepts the common params site_id, lang, sales_plan_id and saleplan_id.
 * Query encoding is in query-codec.ts (arrays comma-joined, objects as JSON).
 */
import type { Menu, Setting, Site } from './entities/site.ts';
import type {
  Category,
  Product,
  ProductFilter,
  ProductOrder,
  ProductPage,
  ScanResult,
  SearchGroupName,
  SearchResult,
  SearchSynonyms,
} from './entities/catalogue.ts';
import type {
  Folder,
  Landing,
  Page,
  SitemapEntry,
  StoreLocation,
  UrlEntityType,
  UrlEntry,
} from './entities/content.ts';
import type { CategoryPublication, PagePublication, ProductPublication, PublishEventView } from './entities/publishing.ts';
import type {
  Address,
  AuthSession,
  CartLineInput,
  CartSession,
  Customer,
  Order,
  OrderSummary,
  StoredSubmission,
  SubmissionReceipt,
  SubmissionResource,
} from './entities/commerce.ts';
import { contentEndpointRoles, type ContentEndpoints } from './content-resources.ts';
import type { AuthLevel, Endpoint, HttpMethod, List, NoParams, Paging } from './endpoint.ts';

export type * from './entities/site.ts';
export type * from './entities/catalogue.ts';
export type * from './entities/content.ts';
export type * from './entities/commerce.ts';
export type * from './entities/publishing.ts';
export type { AuthLevel, Endpoint, HttpMethod, List, Paging } from './endpoint.ts';
export type { ContentCache, ContentEndpointName, ContentResourceName } from './content-resources.ts';

export const API_PREFIX = '/api/v1';
export const DEFAULT_SITE_ID = 9;
export const DEFAULT_LANG = 'en';
export const SEARCH_SUGGEST_MIN_LENGTH = 3;
export const SEARCH_SUGGEST_ITEMS_PER_GROUP = 3;
export const BARCODE_LENGTH = 14;
/** Error status of a product asked in a sales plan that does not sell it (decisions §2). */
export const NOT_AVAILABLE_IN_SALEPLAN = 'not_available_in_this_saleplan';

/** Sent on every request; the sales plan is saleplan_id, else sales_plan_id, else the site's pro plan. */
export interface CommonParams {
  site_id?: number;
  lang?: string;
  sales_plan_id?: number;
  saleplan_id?: number;
}

export interface ErrorBody {
  errors: Record<string, unknown>;
}

export interface PlanUnavailableErrors {
  status: typeof NOT_AVAILABLE_IN_SALEPLAN;
  exist_in: number[];
}

/** Map of a characteristic's technical name to the accepted values (any of them matches). */
export type CaracteristicsQuery = Record<string, string[]>;

export interface PriceRange {
  min?: number;
  max?: number;
}

export interface ProductQuery extends Paging {
  /** Category ids or slugs; a category includes its sub-categories. */
  categories?: (number | string)[];
  price?: PriceRange;
  orderBy?: ProductOrder;
  text?: string;
  caracteristics?: CaracteristicsQuery;
  promoted?: 0 | 1;
  /** Product ids (comparator, favourites). */
  ids?: number[];
}

export interface FiltersQuery {
  guide_de_choix?: 0 | 1;
  categories?: (number | string)[];
  text?: string;
  price?: PriceRange;
  caracteristics?: CaracteristicsQuery;
}

export interface UrlEntityQuery {
  entity_type?: UrlEntityType;
  slug: string;
  depth?: number;
  parents?: 0 | 1;
  extras?: 0 | 1;
}

export type UrlEntityData = Page | Product | Category | Folder;

export interface SearchQuery extends Paging {
  /** Suggest: 3 items per group; Full (default): `perPage` items of the `tab` group, totals for all. */
  type?: 'Suggest' | 'Full';
  text: string;
  language?: string;
  tab?: SearchGroupName;
}

export interface ContactBody {
  civility?: string;
  firstname: string;
  lastname: string;
  email: string;
  phone?: string;
  zipcode?: string;
  company?: string;
  subject?: string;
  message: string;
}

export interface ConstructionStartBody {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  zipcode: string;
  city: string;
  start_date: string;
  surface_m2?: number;
  message?: string;
}

export interface UploadedFile {
  filename: string;
  content_type: string;
  content_base64: string;
}

export interface ApplicationBody {
  /** Job offer page id; absent for an unsolicited application. */
  job_id?: number;
  civility?: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  function?: string;
  message: string;
  cv?: UploadedFile;
}

export interface TrainingParticipant {
  firstname: string;
  lastname: string;
  function?: string;
}

export interface TrainingInscriptionBody {
  training_id: number;
  company: string;
  email: string;
  phone: string;
  participants: TrainingParticipant[];
}

export interface WishlistSendBody {
  email: string;
  sender_name?: string;
  message?: string;
  product_ids: number[];
}

export interface LandingDataBody {
  landing_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone?: string;
  store_id?: number;
  answer?: string;
  accept_rules: boolean;
}

export interface SignupBody {
  civility?: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  company?: string;
  /** A professional's company registration number: 14 digits with a valid checksum. */
  siret?: string;
  country_iso?: string;
  accept_terms: boolean;
}

export interface LoginBody {
  username: string;
  password: string;
}

export type ProfileUpdateBody = Partial<Pick<Customer, 'civility' | 'firstname' | 'lastname' | 'phone' | 'company'>>;

export type AddressInput = Omit<Address, 'id'>;

export interface OrderBody {
  cart_token: string;
  carrier: string;
  shipping_address_id: number;
  billing_address_id: number;
  payment: 'card' | 'transfer';
  accept_terms: boolean;
}

interface EndpointOptions {
  auth?: AuthLevel;
  /** Defaults to 201 for POST (a record is created), 200 otherwise. */
  status?: 200 | 201;
}

// Pure: bundles that use no entry of the table (the browser's) drop it whole.
/* @__NO_SIDE_EFFECTS__ */
function endpoint<Query = NoParams, Body = undefined, Data = unknown>(
  method: HttpMethod,
  path: string,
  options: EndpointOptions = {},
): Endpoint<Query, Body, Data> {
  return { method, path, auth: options.auth ?? 'none', status: options.status ?? (method === 'POST' ? 201 : 200) };
}


/** The table with the content resources' entries after its own: a list, and an item read where the descriptor names a param. */
/* @__NO_SIDE_EFFECTS__ */
function withContentEndpoints<Table extends object>(table: Table): Table & ContentEndpoints {
  const entries: Record<string, Endpoint<unknown, undefined, unknown>> = {};
  for (const name of contentEndpointRoles().keys()) entries[name] = endpoint('GET', name.slice('GET '.length));
  return { ...table, ...(entries as ContentEndpoints) };
}

const customer = { auth: 'customer' } as const;
const answersOk = { status: 200 } as const;

export const contract = withContentEndpoints({
  // Site, settings, navigation
  'GET /site': endpoint<{ url?: string }, undefined, Site[]>('GET', '/site'),
  'GET /site/:id': endpoint<NoParams, undefined, Site>('GET', '/site/:id'),
  'GET /setting': endpoint<{ code?: string }, undefined, Setting[]>('GET', '/setting'),
  'GET /menu': endpoint<{ code?: string }, undefined, List<Menu>>('GET', '/menu'),
  'GET /category': endpoint<{ depth?: number; parent_id?: number }, undefined, List<Category>>('GET', '/category'),
  'GET /category/:id': endpoint<{ depth?: number; parents?: 0 | 1 }, undefined, Category>('GET', '/category/:id'),
  'GET /url': endpoint<{ entity_type?: UrlEntry['entity_type'] }, undefined, UrlEntry[]>('GET', '/url'),
  'GET /url/entity': endpoint<UrlEntityQuery, undefined, UrlEntityData[]>('GET', '/url/entity'),
  'GET /sitemap': endpoint<NoParams, undefined, List<SitemapEntry>>('GET', '/sitemap'),

  // Catalogue
  'GET /product': endpoint<ProductQuery, undefined, ProductPage>('GET', '/product'),
  'GET /product/:id': endpoint<NoParams, undefined, Product>('GET', '/product/:id'),
  'GET /product/scan/:code': endpoint<NoParams, undefined, ScanResult>('GET', '/product/scan/:code'),
  'GET /filters-products': endpoint<FiltersQuery, undefined, Record<string, ProductFilter>>('GET', '/filters-products'),
  'GET /search': endpoint<SearchQuery, undefined, SearchResult>('GET', '/search'),

  // Content: each resource of content-resources.ts has its list and item reads after this table
  'GET /landing': endpoint<{ technical_name: string }, undefined, Landing>('GET', '/landing'),
  'GET /landing/store': endpoint<{ landing_id: number }, undefined, List<StoreLocation>>('GET', '/landing/store'),

  // Forms: committed before the 201 answer
  'POST /contact': endpoint<NoParams, ContactBody, SubmissionReceipt>('POST', '/contact'),
  'POST /construction-starts': endpoint<NoParams, ConstructionStartBody, SubmissionReceipt>('POST', '/construction-starts'),
  'POST /application': endpoint<NoParams, ApplicationBody, SubmissionReceipt>('POST', '/application'),
  'POST /training-inscription': endpoint<NoParams, TrainingInscriptionBody, SubmissionReceipt>('POST', '/training-inscription'),
  'POST /wishlist/send': endpoint<NoParams, WishlistSendBody, SubmissionReceipt>('POST', '/wishlist/send'),
  'POST /landing/data': endpoint<NoParams, LandingDataBody, SubmissionReceipt>('POST', '/landing/data'),

  // Customer account
  'POST /auth/signup': endpoint<NoParams, SignupBody, AuthSession>('POST', '/auth/signup'),
  'POST /auth/login': endpoint<NoParams, LoginBody, AuthSession>('POST', '/auth/login', answersOk),
  'GET /profile': endpoint<NoParams, undefined, Customer>('GET', '/profile', customer),
  'PUT /profile': endpoint<NoParams, ProfileUpdateBody, Customer>('PUT', '/profile', customer),
  'GET /address': endpoint<NoParams, undefined, List<Address>>('GET', '/address', customer),
  'POST /address': endpoint<NoParams, AddressInput, Address>('POST', '/address', customer),
  'PUT /address': endpoint<NoParams, Address, Address>('PUT', '/address', customer),
  'DELETE /address': endpoint<{ id: number }, undefined, { id: number }>('DELETE', '/address', customer),

  // Cart and orders
  'POST /cart': endpoint<NoParams, { cart_token?: string; list: CartLineInput[] }, CartSession>('POST', '/cart', answersOk),
  'GET /cart': endpoint<{ cart_token: string }, undefined, CartSession>('GET', '/cart'),
  'DELETE /cart/product': endpoint<{ cart_token: string; element_id: number }, undefined, CartSession>('DELETE', '/cart/product'),
  'GET /cart/shipping': endpoint<{ cart_token: string }, undefined, Record<string, number>>('GET', '/cart/shipping'),
  'POST /cart/discount': endpoint<NoParams, { cart_token: string; code: string }, CartSession>('POST', '/cart/discount', answersOk),
  'DELETE /cart/discount': endpoint<{ cart_token: string }, undefined, CartSession>('DELETE', '/cart/discount'),
  'POST /order': endpoint<NoParams, OrderBody, Order>('POST', '/order', customer),
  'GET /order': endpoint<NoParams, undefined, List<OrderSummary>>('GET', '/order', customer),
  'GET /order/:id': endpoint<NoParams, undefined, Order>('GET', '/order/:id', customer),

  // Operators only: never forwarded by the site
  'GET /admin/submissions': endpoint<Paging & { resource?: SubmissionResource }, undefined, List<StoredSubmission>>(
    'GET',
    '/admin/submissions',
    { auth: 'admin' },
  ),
  'GET /admin/search-synonyms': endpoint<NoParams, undefined, SearchSynonyms[]>('GET', '/admin/search-synonyms', { auth: 'admin' }),
  /** Replaces the alternatives of one term of a language (a word of another language with `term_lang`); none removes the term. */
  'PUT /admin/search-synonyms': endpoint<NoParams, { lang: string; term: string; term_lang?: string; expansions?: string[] }, SearchSynonyms>('PUT', '/admin/search-synonyms', {
    auth: 'admin',
  }),
  /** Publishes a page whole, creating it or replacing it with all its translations (decision 187). */
  'PUT /admin/page/:id': endpoint<NoParams, PagePublication, PublishEventView>('PUT', '/admin/page/:id', { auth: 'admin' }),
  /** Withdraws a page: it no longer answers, in any language. */
  'DELETE /admin/page/:id': endpoint<NoParams, undefined, PublishEventView>('DELETE', '/admin/page/:id', { auth: 'admin' }),
  /** Publishes a product whole, creating it or replacing it with its packs, characteristics and translations. */
  'PUT /admin/product/:id': endpoint<NoParams, ProductPublication, PublishEventView>('PUT', '/admin/product/:id', { auth: 'admin' }),
  /** Withdraws a product: no plan sells or lists it any more; its orders keep it. */
  'DELETE /admin/product/:id': endpoint<NoParams, undefined, PublishEventView>('DELETE', '/admin/product/:id', { auth: 'admin' }),
  /** Publishes a category whole, creating it or replacing it with its translations, in one plan. */
  'PUT /admin/category/:id': endpoint<NoParams, CategoryPublication, PublishEventView>('PUT', '/admin/category/:id', { auth: 'admin' }),
  /** Withdraws a category that lists no product and has no sub-category. */
  'DELETE /admin/category/:id': endpoint<NoParams, undefined, PublishEventView>('DELETE', '/admin/category/:id', { auth: 'admin' }),
  /** The publish events after `after`, in order of commit. */
  'GET /admin/publish-events': endpoint<{ after?: number; perPage?: number }, undefined, PublishEventView[]>('GET', '/admin/publish-events', { auth: 'admin' }),
} as const);

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

type TypesOf<N extends EndpointName> = NonNullable<Contract[N]['types']>;
export type QueryOf<N extends EndpointName> = TypesOf<N>['query'] & CommonParams;
export type BodyOf<N extends EndpointName> = TypesOf<N>['body'];
export type DataOf<N extends EndpointName> = TypesOf<N>['data'];

type PathOf<N extends EndpointName> = N extends `${string} ${infer Path}` ? Path : never;
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** `:id` and `:slug` path params accept a numeric id or a slug where the resource has slugs. */
export type PathParamsOf<N extends EndpointName> = { [K in PathParamNames<PathOf<N>>]: string | number };

/**
 * An endpoint's method and path, read from its name ("GET /product/:id"), which the contract
 * test keeps equal to its entry: the browser's client needs no copy of the whole table.
 */
export function endpointRoute(name: EndpointName): { readonly method: HttpMethod; readonly path: string } {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space) as HttpMethod, path: name.slice(space + 1) };
}
