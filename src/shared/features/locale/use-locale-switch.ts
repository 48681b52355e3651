import { useUnit } from 'effector-react';
import { useRouterContext } from '../../app/router-context.tsx';
import { localeChosen, pathInLocale } from './model.ts';

/**
 * Switches the visitor's locale: remembers the choice, then loads the page in that locale. A
 * full load, since the messages, the locale in the state and the server's detection change.
 */
export function useLocaleSwitch(): (code: string) => void {
  const { router, page } = useRouterContext();
  const choose = useUnit(localeChosen);
  return (code) => {
    if (!router.localeByCode(code)) return;
    choose(code);
    const path = page.match ? pathInLocale(router, page.match, code) : router.buildPath({ name: 'home' }, { locale: code, target: 'pro' });
    if (path !== undefined) location.assign(path);
  };
}
