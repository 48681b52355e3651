import type { Menu, MenuLink } from '../../shared/kernel/api/contract.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { notFound } from '../refusal.ts';
import { requirePlan } from '../http/scope.ts';
import type { Services } from '../services.ts';

type Names = 'GET /site' | 'GET /site/:id' | 'GET /setting' | 'GET /menu';

export function siteRoutes(services: Services): HandlerGroup<Names> {
  return {
    'GET /site': ({ query }) => {
      const url = query.string('url');
      return url === null ? services.sites.all() : [services.sites.byUrl(url)];
    },
    'GET /site/:id': ({ params }) => {
      const site = /^\d+$/.test(params.id!) ? services.sites.byId(Number(params.id)) : undefined;
      if (site === undefined) throw notFound('Site');
      return site;
    },
    'GET /setting': async ({ query, scope }) => {
      const code = query.string('code');
      return (await services.settings.all(scope.site.id, scope.lang)).filter((setting) => code === null || setting.code === code);
    },
    'GET /menu': async ({ query, scope }) => {
      const code = query.string('code');
      const rows = await services.database.queries
        .selectFrom('menu as m')
        .leftJoin('menu_translation as t', (join) => join.onRef('t.menu_id', '=', 'm.id').on('t.lang', '=', scope.lang))
        .where('m.sales_plan_id', '=', requirePlan(scope).id)
        .orderBy('m.id')
        .select((eb) => ['m.id', 'm.code', 'm.sales_plan_id', eb.fn.coalesce('t.items', 'm.items').as('items')])
        .execute();
      const items = rows
        .filter((row) => code === null || row.code === code)
        .map((row): Menu => ({ id: row.id, code: row.code, sales_plan_id: row.sales_plan_id, items: JSON.parse(row.items) as MenuLink[] }));
      return { items, total: items.length };
    },
  };
}
