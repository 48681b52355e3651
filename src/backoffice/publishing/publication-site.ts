/** What every publication (a page, a product, a category) is checked against on its site: its languages and its plans. */
import type { SalesPlan, Site } from '../../shared/kernel/api/contract.ts';
import { BASE_LANG } from '../i18n/languages.ts';

/** The languages an entity may be translated to: the site's, but the base one its own texts are in. */
export function translationLanguages(siteLanguages: readonly { code: string }[]): Set<string> {
  return new Set(siteLanguages.map((language) => language.code).filter((code) => code !== BASE_LANG));
}

/** The errors of translations in a language the site lacks or given twice, by field. */
export function translationErrors(languages: ReadonlySet<string>, translations: readonly { lang: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  translations.forEach((translation, index) => {
    if (!languages.has(translation.lang)) errors[`translations.${index}.lang`] = `Translations are in ${[...languages].join(', ') || 'no language'} on this site`;
    else if (seen.has(translation.lang)) errors[`translations.${index}.lang`] = 'This language has a translation already';
    seen.add(translation.lang);
  });
  return errors;
}

export interface PublicationSite {
  readonly id: number;
  /** The site's languages but the base one: those a product may be translated to. */
  readonly translationLanguages: ReadonlySet<string>;
  /** The site's plan for each audience. */
  readonly plans: ReadonlyMap<SalesPlan['target'], number>;
}

/** What a publication is checked against on a site: its languages and its plan per audience. */
export function publicationSite(site: Site): PublicationSite {
  return {
    id: site.id,
    translationLanguages: translationLanguages(site.languages),
    plans: new Map(site.salesplan.map((plan) => [plan.target, plan.id])),
  };
}
