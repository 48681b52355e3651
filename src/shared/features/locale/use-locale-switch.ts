import { useUnit } from 'effector-react';
import { useRouterContext } from '../app/router-context.tsx';
import { usePageSeo } from '../../kernel/seo/page-seo.ts';
import { localeChosen, pathInLocale } from './model.ts';

export interface LocaleChoice {
  readonly code: string;
  readonly label: string;
  readonly iso: string;
  /** The same page in that locale, or its home where the page has no translation there. */
  readonly href: string;
  readonly current: boolean;
}

/**
 * The page in every configured locale, and the choice to remember when the visitor follows one.
 * Following it is a full page load (a plain link), since the messages, the locale in the state
 * and the server's root-path detection all change.
 */
export function useLocaleChoices(): { readonly choices: readonly LocaleChoice[]; readonly choose: (code: string) => void } {
  const { router, page } = useRouterContext();
  const { seo } = usePageSeo();
  const choose = useUnit(localeChosen);
  const currentCode = page.match?.locale.code ?? router.defaultLocale.code;
  const target = page.match?.target ?? 'pro';
  const choices = router.locales.map((locale) => {
    const samePage = page.match && page.status === 200 ? pathInLocale(router, page.match, locale.code, seo.slugs) : undefined;
    return {
      code: locale.code,
      label: locale.label,
      iso: locale.iso,
      href: samePage ?? router.buildPath({ name: 'home' }, { locale: locale.code, target }),
      current: locale.code === currentCode,
    };
  });
  return { choices, choose };
}
