import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import { $locale } from '../../features/app/model.ts';
import { logoPath } from '../../kernel/config/locales.ts';
import { AccountLink } from '../../features/auth/account-link.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { BurgerButton } from '../menu/burger-button.tsx';
import { $burgerOpen } from '../menu/burger-model.ts';
import { MainMenu } from '../menu/main-menu.tsx';
import { ContactsAndSwitchers } from './contacts-and-switchers.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { useHideOnScrollDown } from './use-hide-on-scroll-down.ts';

/**
 * Spec §2: logo, phones and contact, countries, search, burger, favourites, account, main menu.
 * On small screens the header is two rows (burger, logo, favourites, account; search) that
 * slide away on scrolling down and back on scrolling up; phones, contact and the switchers
 * show in the burger menu instead of the top bar, which the stylesheet hides. The device is
 * measured after hydration: nothing here depends on it, so measuring a phone changes no part
 * of the header (a re-render of every menu link, at once, on a phone's slow CPU).
 */
export function Header() {
  const intl = useIntl();
  const [burgerOpen, locale] = useUnit([$burgerOpen, $locale]);
  const header = useRef<HTMLElement>(null);
  const hidden = useHideOnScrollDown(header, burgerOpen);
  return (
    <header ref={header} className="site-header" data-hidden={hidden || undefined}>
      <div className="topbar">
        <div className="topbar__inner">
          <ContactsAndSwitchers />
        </div>
      </div>
      <div className="masthead">
        <BurgerButton />
        <Link to={{ name: 'home' }} className="masthead__logo" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={logoPath(locale)} alt="" width={180} height={48} />
        </Link>
        <SearchBox />
        <FavoritesLink className="masthead__favorites" />
        <AccountLink className="masthead__account" />
      </div>
      <MainMenu drawerExtras={<ContactsAndSwitchers />} />
    </header>
  );
}
