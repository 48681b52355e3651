import type { Landing, StoreLocation } from '../../shared/kernel/api/contract.ts';
import type { SubmissionStore } from '../forms/submission-store.ts';
import { trainingSessions } from '../forms/training-sessions.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { notFound } from '../refusal.ts';
import type { Services } from '../services.ts';

type Names = 'GET /training' | 'GET /landing' | 'GET /landing/store';
type StoredLanding = Landing & { storeIds: number[] };

export function eventRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<Names> {
  const landing = async (siteId: number, idOrSlug: string, lang: string): Promise<StoredLanding> => {
    const found = (await services.content.get<StoredLanding>('landing', siteId, idOrSlug, lang))?.body;
    if (found === undefined) throw notFound('Landing');
    return found;
  };

  return {
    'GET /training': async ({ scope }) => {
      const items = await trainingSessions(services.content, submissions, { siteId: scope.site.id, lang: scope.lang }, services.now());
      return { items, total: items.length };
    },
    'GET /landing': async ({ query, scope }) => {
      const { storeIds: _storeIds, ...publicLanding } = await landing(scope.site.id, query.requiredString('technical_name'), scope.lang);
      return publicLanding;
    },
    'GET /landing/store': async ({ query, scope }) => {
      const { storeIds } = await landing(scope.site.id, String(query.requiredInt('landing_id', { min: 1 })), scope.lang);
      const stores = (await services.content.list<StoreLocation>('store-locator', { siteId: scope.site.id, lang: scope.lang })).items.filter((store) => storeIds.includes(store.id));
      return { items: stores, total: stores.length };
    },
  };
}
