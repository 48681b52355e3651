/** The offline page's path in every locale, from the route table: the worker precaches them all. */
import routes from '../../routes.ts';
import { configuredLocales } from '../shared/kernel/config/locales.ts';
import type { OfflinePageLocale } from './offline-policy.ts';

export function offlinePageLocales(): OfflinePageLocale[] {
  const route = routes.find((entry) => entry.name === 'offline')!;
  return configuredLocales.map((locale) => {
    const prefix = locale.default ? '' : `/${locale.code}`;
    const path = typeof route.path === 'string' ? route.path : (route.path as Readonly<Record<string, string>>)[locale.code]!;
    return { code: locale.code, prefix, path: `${prefix}${path}` };
  });
}
