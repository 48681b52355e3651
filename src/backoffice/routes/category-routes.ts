import type { HandlerGroup } from '../http/handler.ts';
import { notFound } from '../refusal.ts';
import { requirePlan } from '../http/scope.ts';
import type { Services } from '../services.ts';

type Names = 'GET /category' | 'GET /category/:id';

export function categoryRoutes(services: Services): HandlerGroup<Names> {
  return {
    'GET /category': ({ query, scope }) => {
      const items = services.categories.list(
        requirePlan(scope),
        { depth: query.int('depth', { min: 0, max: 5 }) ?? 0, parentId: query.int('parent_id', { min: 1 }) },
        scope.lang,
      );
      return { items, total: items.length };
    },
    'GET /category/:id': ({ params, query, scope }) => {
      const plan = requirePlan(scope);
      const row = services.categories.find(params.id!, { planId: plan.id, lang: scope.lang });
      if (row === undefined || row.sales_plan_id !== plan.id) throw notFound('Category');
      return services.categories.get(row, { depth: query.int('depth', { min: 0, max: 5 }) ?? 0, parents: query.flag('parents') }, scope.lang);
    },
  };
}
