import { useIntl } from 'react-intl';
import { Link } from '../../app/link.tsx';
import { AccountLink } from '../../features/auth/account-link.tsx';
import { BurgerButton } from '../menu/burger-button.tsx';
import { MainMenu } from '../menu/main-menu.tsx';
import { AudienceSwitch } from './audience-switch.tsx';
import { CountrySelector } from './country-selector.tsx';
import { FavoritesLink } from './favorites-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { SecondaryNav } from './secondary-nav.tsx';

/** Spec §2: logo, phones and contact, countries, search, burger, favourites, account, main menu. */
export function Header() {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="topbar__inner">
          <AudienceSwitch />
          <SecondaryNav />
          <LanguageSwitcher />
          <CountrySelector />
        </div>
      </div>
      <div className="masthead">
        <BurgerButton />
        <Link to={{ name: 'home' }} className="masthead__logo" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src="/logo.svg" alt="" width={180} height={48} />
        </Link>
        <SearchBox />
        <FavoritesLink className="masthead__favorites" />
        <AccountLink className="masthead__account" />
      </div>
      <MainMenu />
    </header>
  );
}
