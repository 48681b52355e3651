/** The offline page's path in every locale, from the route table: the worker precaches them all. */
import routes from '../../routes.ts';
import { configuredLocales, localePrefix } from '../shared/kernel/config/locales.ts';
import { routePattern } from '../shared/kernel/routing/compile-route.ts';
import type { OfflinePageLocale } from './offline-policy.ts';

export function offlinePageLocales(): OfflinePageLocale[] {
  const route = routes.find((entry) => entry.name === 'offline')!;
  return configuredLocales.map((locale) => {
    const prefix = localePrefix(locale);
    return { code: locale.code, prefix, path: `${prefix}${routePattern(route, locale.code)!}` };
  });
}
