import type {
  CategoryRef,
  City,
  FaqEntry,
  Folder,
  Notice,
  NoticeProduct,
  Page,
  PageSummary,
  PageType,
  StoreLocation,
  Teinte,
} from '../../shared/kernel/api/contract.ts';
import type { ContentResourceName } from '../../shared/kernel/api/content-resources.ts';
import type { HandlerGroup } from '../http/handler.ts';
import type { Scope } from '../http/scope.ts';
import type { Services } from '../services.ts';
import type { StoredNotice } from '../content/content-store.ts';
import { distanceKm } from '../content/geo.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { documentCover } from '../media/covers.ts';
import { listOf, oneDocument, visibleDocuments } from './content-resource-routes.ts';

/** The content endpoints that filter on a query of their own; the others are content-resource-routes.ts's. */
type Names = 'GET /page' | 'GET /folder' | 'GET /folder/:id' | 'GET /faq' | 'GET /teinte' | 'GET /city' | 'GET /store-locator' | 'GET /notice';

const PAGE_TYPES: readonly PageType[] = ['cms', 'actualite', 'job', 'advice'];

function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** What a notice answers of the product it is about. */
interface NoticeSubject {
  readonly product: NoticeProduct;
  readonly ranges: CategoryRef[];
}

export function contentRoutes(services: Services): HandlerGroup<Names> {
  const { content, media } = services;
  const all = <T>(resource: ContentResourceName, scope: Scope, kinds?: string[]) => visibleDocuments<T>(content, resource, scope, kinds);

  /** The products the notices are about that the scope's plan sells, by id, in its language, with their ranges there. */
  async function noticeSubjects(scope: Scope, notices: readonly StoredNotice[]): Promise<Map<number, NoticeSubject>> {
    const ids = [...new Set(notices.flatMap((notice) => (notice.product_id == null ? [] : [notice.product_id])))];
    if (scope.plan === null || ids.length === 0) return new Map();
    const plan = scope.plan;
    const summaries = await services.products.summaries({ siteId: scope.site.id, plan, lang: scope.lang }, ids);
    return new Map(
      summaries
        .filter((summary) => summary.exist_in.includes(plan.id))
        .map((summary) => {
          const ranges = new Map<number, CategoryRef>();
          for (const category of summary.categories) {
            const range = services.categories.rangeOf(category.id, scope.lang);
            if (range !== undefined) ranges.set(range.id, range);
          }
          return [summary.id, { product: { id: summary.id, slug: summary.slug, name: summary.name }, ranges: [...ranges.values()] }];
        }),
    );
  }

  return {
    'GET /page': async ({ query, scope }) => {
      const type = query.oneOf('type', PAGE_TYPES);
      const tags = query.list('tags');
      const { perPage, offset } = query.paging(12);
      const pages = (await all<Page>('page', scope, type === null ? undefined : [type])).filter(
        (page) => tags.length === 0 || page.tags.some((tag) => tags.includes(tag)),
      );
      const items = pages.slice(offset, offset + perPage).map(({ blocks: _blocks, meta: _meta, ...summary }): PageSummary => summary);
      return { items, total: pages.length };
    },
    'GET /folder': async ({ query, scope }) => {
      const types = query.list('types');
      return listOf((await all<Folder>('folder', scope)).filter((folder) => types.length === 0 || folder.types.some((type) => types.includes(type))));
    },
    'GET /folder/:id': async ({ params, query, scope }) => {
      const folder = await oneDocument<Folder>(content, 'folder', scope, params.id!);
      const types = query.list('types');
      return types.length === 0 ? folder : { ...folder, items: folder.items.filter((item) => types.includes(item.type)) };
    },
    'GET /faq': async ({ query, scope }) => {
      const tags = query.list('tags');
      return listOf((await all<FaqEntry>('faq', scope)).filter((entry) => tags.length === 0 || entry.tags.some((tag) => tags.includes(tag.slug))));
    },
    'GET /teinte': async ({ query, scope }) => {
      const family = query.string('family');
      return listOf(await all<Teinte>('teinte', scope, family === null ? undefined : [family]));
    },
    'GET /city': async ({ query, scope }) => {
      const country = query.string('country_iso')?.toUpperCase();
      const text = foldText(query.string('text') ?? '');
      return listOf(
        (await all<City>('city', scope, country === undefined ? undefined : [country])).filter((city) => foldText(city.name).startsWith(text)),
      );
    },
    'GET /store-locator': async ({ query, scope }) => {
      const type = query.oneOf('type', ['store', 'distributor'] as const);
      const country = query.string('country_iso')?.toUpperCase();
      const lat = query.number('lat');
      const lng = query.number('lng');
      const radius = query.number('radius_km');
      let stores = (await all<StoreLocation>('store-locator', scope, type === null ? undefined : [type])).filter(
        (store) => country === undefined || store.country_iso === country,
      );
      if (lat !== null && lng !== null) {
        stores = stores
          .map((store) => ({ ...store, distance_km: Math.round(distanceKm(lat, lng, store.lat, store.lng) * 10) / 10 }))
          .filter((store) => radius === null || store.distance_km <= radius)
          .sort((a, b) => a.distance_km - b.distance_km);
      }
      return listOf(stores);
    },
    'GET /notice': async ({ query, scope }) => {
      const section = query.oneOf('section', ['downloads', 'technical_documentation'] as const);
      const types = query.list('types');
      const notices = (await all<StoredNotice>('notice', scope, section === null ? undefined : [section])).filter(
        (notice) => types.length === 0 || types.includes(notice.type.technical_name),
      );
      const subjects = await noticeSubjects(scope, notices);
      return listOf(
        notices.map(({ product_id, language, ...notice }): Notice => ({
          ...notice,
          language: language ?? BASE_LANG,
          size_bytes: media.sizeOf(notice.url),
          cover: documentCover(notice.url, notice.title),
          ...((product_id == null ? undefined : subjects.get(product_id)) ?? { product: null, ranges: [] }),
        })),
      );
    },
  };
}
