import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { $menus, $target } from '../features/app/model.ts';
import { MenuLinkItem } from './menu-link.tsx';

export function Footer() {
  const intl = useIntl();
  const [menus, target] = useUnit([$menus, $target]);
  const footerMenu = menus.find((menu) => menu.code === `menu_footer_${target}`);
  return (
    <footer className="site-footer">
      {footerMenu && (
        <nav aria-label={intl.formatMessage({ id: 'a11y.footerNavigation' })}>
          <ul>
            {footerMenu.items.map((item, index) => (
              <li key={`${item.label}-${index}`}>
                <MenuLinkItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="site-footer__copyright">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
