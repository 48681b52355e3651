import { BARCODE_LENGTH, type ProductOrder } from '../../shared/kernel/api/contract.ts';
import { isBarcode, padBarcode } from '../../shared/kernel/api/barcode.ts';
import { ID_DIGITS_MAX, IDS_MAX } from '../../shared/kernel/api/query-limits.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { badRequest } from '../http/http-error.ts';
import { planContext } from '../http/scope.ts';
import type { Services } from '../services.ts';
import { choiceGuide, productFacets } from '../catalogue/product-filters.ts';
import { readCriteria } from './product-query.ts';

type Names = 'GET /product' | 'GET /product/:id' | 'GET /product/scan/:code' | 'GET /filters-products';

const ORDERS: readonly ProductOrder[] = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'];
const DEFAULT_PER_PAGE = 12;

export function productRoutes(services: Services): HandlerGroup<Names> {
  return {
    'GET /product': async ({ query, scope }) => {
      const context = planContext(scope);
      const criteria = await readCriteria(query, services, context);
      criteria.promoted = query.flag('promoted');
      const ids = query.list('ids', { maxItems: IDS_MAX, maxItemLength: ID_DIGITS_MAX });
      if (ids.length > 0) {
        if (!ids.every((id) => /^\d+$/.test(id))) throw badRequest('ids', 'The ids param lists numeric product ids');
        criteria.ids = ids.map(Number);
      }
      const { page, perPage, offset } = query.paging(DEFAULT_PER_PAGE);
      const order = query.oneOf('orderBy', ORDERS) ?? 'position';
      // A searched text lists in the search's order (as its suggestions), unless another order is asked for.
      const listed =
        criteria.found && order === 'position'
          ? inSearchOrder(criteria.found, await services.products.matchingIds(context, criteria), { offset, limit: perPage })
          : await services.products.search(context, criteria, order, { offset, limit: perPage });
      return { items: await services.products.summaries(context, listed.ids), total: listed.total, page, perPage };
    },
    'GET /product/:id': ({ params, scope }) => services.products.detail(planContext(scope), params.id!),
    'GET /product/scan/:code': async ({ params, scope }) => {
      if (!isBarcode(params.code!)) throw badRequest('code', `A barcode is up to ${BARCODE_LENGTH} digits`);
      const found = await services.products.byGtin(planContext(scope), padBarcode(params.code!));
      return found ?? { error: 'No product matches this barcode' };
    },
    'GET /filters-products': async ({ query, scope }) => {
      const context = planContext(scope);
      const criteria = await readCriteria(query, services, context);
      return query.flag('guide_de_choix')
        ? choiceGuide(services, context, criteria.caracteristics ?? {})
        : productFacets(services, context, criteria);
    },
  };
}

/** One page of a listing's products in the order the search found them: those it found among the ids listed. */
function inSearchOrder(found: readonly number[], listed: readonly number[], paging: { offset: number; limit: number }): { ids: number[]; total: number } {
  const kept = new Set(listed);
  const ranked = found.filter((id) => kept.has(id));
  return { ids: ranked.slice(paging.offset, paging.offset + paging.limit), total: ranked.length };
}
