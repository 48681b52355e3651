import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $menus, $settings, $target, settingValue } from '../features/app/model.ts';
import { Link } from '../app/link.tsx';
import { MenuLinkItem } from './menu-link.tsx';

export function Header() {
  const intl = useIntl();
  const [settings, menus, target] = useUnit([$settings, $menus, $target]);
  const mainMenu = menus.find((menu) => menu.code === `menu_${target}`);
  const phoneLebanon = settingValue(settings, 'phone_lb');
  const phoneUae = settingValue(settings, 'phone_ae');
  return (
    <header className="site-header" id="top">
      <nav className="site-header__secondary" aria-label={intl.formatMessage({ id: 'a11y.secondaryNavigation' })}>
        <ul>
          {phoneLebanon && (
            <li>
              <a href={`tel:${phoneLebanon.replace(/\s+/g, '')}`}>
                <FormattedMessage id="header.phoneLebanon" values={{ phone: phoneLebanon }} />
              </a>
            </li>
          )}
          {phoneUae && (
            <li>
              <a href={`tel:${phoneUae.replace(/\s+/g, '')}`}>
                <FormattedMessage id="header.phoneUae" values={{ phone: phoneUae }} />
              </a>
            </li>
          )}
          <li>
            <Link to={{ name: 'contact' }}>
              <FormattedMessage id="header.contact" />
            </Link>
          </li>
        </ul>
      </nav>
      <div className="site-header__main">
        <Link to={{ name: 'home' }} className="site-header__logo" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src="/logo.svg" alt={intl.formatMessage({ id: 'site.name' })} width={180} height={48} />
        </Link>
        {mainMenu && (
          <nav className="site-header__nav" aria-label={intl.formatMessage({ id: 'a11y.mainNavigation' })}>
            <ul>
              {mainMenu.items.map((item, index) => (
                <li key={`${item.label}-${index}`}>
                  <MenuLinkItem item={item} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
