/**
 * The footer's top products (spec §2, §9): the 5 promoted products of the visitor's plan, read
 * only when a footer menu has a top_produit item, and kept slim since they are serialized.
 */
import { attach, createStore, sample } from 'effector';
import type { MenuLink, Picture } from '../../kernel/api/entities/site.ts';
import { $api, $menus } from '../../features/app/model.ts';

export const topProductsCount = 5;
export const topProductsCode = 'top_produit';

export interface TopProduct {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly cover: Picture;
}

const fetchTopProductsFx = attach({
  source: $api,
  effect: async (api): Promise<readonly TopProduct[]> => {
    if (!api) return [];
    const { items } = await api.call('GET /product', { query: { perPage: topProductsCount, page: 1, promoted: 1 }, layoutData: true });
    return items.map(({ id, slug, name, cover }) => ({ id, slug, name, cover }));
  },
});

export const $topProducts = createStore<readonly TopProduct[]>([], { sid: 'footer/$topProducts' });

const hasTopProducts = (items: readonly MenuLink[]): boolean =>
  items.some((item) => item.code === topProductsCode || hasTopProducts(item.childs));

sample({
  clock: $menus,
  filter: (menus) => menus.some((menu) => hasTopProducts(menu.items)),
  fn: () => undefined,
  target: fetchTopProductsFx,
});
sample({ clock: fetchTopProductsFx.doneData, target: $topProducts });
