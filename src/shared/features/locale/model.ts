/**
 * Locale switching (spec §4): the choice is remembered in the `i18n_redirected` cookie for 365
 * days (SameSite=Lax), which the server reads on `/` to send the visitor to their language,
 * and in the persisted i18n slice.
 */
import { createEvent, createStore, sample } from 'effector';
import type { LocalizedSlugs } from '../../kernel/api/entities/site.ts';
import type { RouteMatch, Router } from '../../kernel/routing/router.ts';
import { localizedLocation } from '../../kernel/seo/canonical.ts';
import { localeCookie } from '../../kernel/session/cookies.ts';
import { writeDocumentCookieFx, type CookieWrite } from '../persistence/document-cookie.ts';

export const LOCALE_COOKIE_DAYS = 365;

export const localeChosen = createEvent<string>();
export const $preferredLocale = createStore<string | null>(null, { sid: 'locale/$preferredLocale' });

export function localeCookieWrite(code: string): CookieWrite {
  return { name: localeCookie, value: code, maxAgeSeconds: LOCALE_COOKIE_DAYS * 86_400 };
}

sample({ clock: localeChosen, target: $preferredLocale });
sample({ clock: localeChosen, fn: localeCookieWrite, target: writeDocumentCookieFx });

/**
 * Where the visitor goes after choosing `code` on `match`'s page: the same page (params with the
 * entity's slug in that locale, filters, page and audience) in that locale; undefined when the
 * page is already in it, when the locale is not configured, or when the page's entity has no
 * translation in it.
 */
export function pathInLocale(router: Router, match: RouteMatch, code: string, slugs?: LocalizedSlugs): string | undefined {
  if (code === match.locale.code || !router.localeByCode(code)) return undefined;
  const location = localizedLocation(match, code, slugs);
  return location && router.buildPath({ ...location, filters: match.filters }, { locale: code, target: match.target });
}
