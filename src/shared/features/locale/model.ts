/**
 * Locale switching (spec §4): the choice is remembered in the persisted i18n slice, and in the
 * `i18n_redirected` cookie, which the server reads on `/` to send the visitor to their language;
 * the head's script writes that cookie, before hydration too (locale-choice-script.ts).
 */
import { createEvent, createStore, sample } from 'effector';
import type { LocalizedSlugs } from '../../kernel/api/entities/site.ts';
import type { RouteMatch, Router } from '../../kernel/routing/router.ts';
import { localizedLocation } from '../../kernel/seo/canonical.ts';

/** On a language link: the code of the locale it leads to, for the head's script to remember (locale-choice-script.ts). */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice';

export const localeChosen = createEvent<string>();
export const $preferredLocale = createStore<string | null>(null, { sid: 'locale/$preferredLocale' });

sample({ clock: localeChosen, target: $preferredLocale });

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
