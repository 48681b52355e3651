import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { $locale, $menus, $target } from '../../features/app/model.ts';
import { Island } from '../../kernel/ui/island.tsx';
import { logoPath } from '../../kernel/config/locales.ts';
import { AccountLink } from '../../features/auth/account-link.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { BurgerButton } from '../menu/burger-button.tsx';
import { MainMenu, menuGroupsOf } from '../menu/main-menu.tsx';
import { ContactsAndSwitchers, topBarContentClass } from './contacts-and-switchers.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { HeaderHiding, hidingHeaderClass } from './header-hiding.tsx';

/**
 * Spec §2: logo, phones and contact, countries, search, burger, favourites, account, main menu.
 * On small screens the header is two rows (burger, logo, favourites, account; search) that
 * slide away on scrolling down and back on scrolling up; phones, contact and the switchers
 * show in the burger menu instead of the top bar, which the stylesheet hides. The device is
 * measured after hydration: nothing here depends on it, so measuring a phone changes no part
 * of the header (a re-render of every menu link, at once, on a phone's slow CPU). The header is
 * static: its burger, search box, counters and menu are islands.
 */
export function Header() {
  const intl = useIntl();
  const [locale, menus, target] = useUnit([$locale, $menus, $target]);
  return (
    <header className={hidingHeaderClass}>
      <div className="topbar">
        <div className={topBarContentClass}>
          <ContactsAndSwitchers />
        </div>
      </div>
      <div className="masthead">
        <Island name="burger" component={BurgerButton} />
        <Link to={{ name: 'home' }} className="masthead__logo" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={logoPath(locale)} alt="" width={180} height={48} />
        </Link>
        <Island name="search" component={SearchBox} />
        <Island name="favorites-link" component={FavoritesLink} props={{ className: 'masthead__favorites' }} />
        <Island name="account-link" component={AccountLink} props={{ className: 'masthead__account' }} />
      </div>
      <Island name="main-menu" component={MainMenu} props={{ groups: menuGroupsOf(menus, target) }} />
      <Island name="header-hiding" component={HeaderHiding} />
    </header>
  );
}
