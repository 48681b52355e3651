import type { Setting } from '../../shared/kernel/api/entities/site.ts';
import { $menus, $settings } from '../../shared/features/app/model.ts';
import { FREE_SHIPPING_SETTING } from '../../shared/features/cart/free-shipping-notice.tsx';
import { $topProducts } from '../../shared/layout/footer/top-products-model.ts';
import { $sisterSites } from '../../shared/layout/header/sister-sites-model.ts';

/**
 * The stores only static parts read (the mega-menu's panels, the footer's products, the country
 * list): a page's state leaves them out (decision 199). An island reading one would hydrate from
 * its empty value and fail loudly (a hydration mismatch), never silently. Here, not with the
 * islands' registry, so that the browser never loads these models.
 */
const storesOfStaticParts: readonly string[] = [$menus.sid!, $topProducts.sid!, $sisterSites.sid!];

/**
 * The back office's settings an island reads (the cart's free delivery): the others (phones,
 * social links, selling points, keys) are read by static parts, or reach islands through their
 * own stores (the keys: consent/$thirdParties). An island reading another one would render
 * without it in the browser, a hydration mismatch, never silently.
 */
const settingsIslandsRead: readonly string[] = [FREE_SHIPPING_SETTING];

/** The serialized store values a page sends: the page's state but what only static parts read. */
export function islandStoreValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [sid, value] of Object.entries(values)) {
    if (storesOfStaticParts.includes(sid)) continue;
    kept[sid] = sid === $settings.sid ? (value as readonly Setting[]).filter((setting) => settingsIslandsRead.includes(setting.code)) : value;
  }
  return kept;
}
