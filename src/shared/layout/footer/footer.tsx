import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../../features/app/link.tsx';
import type { LocalizedSlugs } from '../../kernel/api/entities/site.ts';
import { $locale, $menus, $target } from '../../features/app/model.ts';
import { CookiePreferencesButton } from '../../features/consent/cookie-preferences-button.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { ContactLinks } from '../contact-links.tsx';
import { chunk } from '../menu/menu-columns.ts';
import { MenuLinkItem } from '../menu/menu-link.tsx';
import { Prefooter } from './prefooter.tsx';
import { SellingPoints } from './selling-points.tsx';
import { SocialLinks } from './social-links.tsx';

/** Content pages every footer links to, whatever the menus say (the legal obligations): their slug per locale. */
const legalPages: readonly { readonly slugs: LocalizedSlugs; readonly message: string }[] = [
  { slugs: { en: 'legal-notice', fr: 'mentions-legales' }, message: 'footer.legalNotice' },
  { slugs: { en: 'privacy-policy', fr: 'politique-de-confidentialite' }, message: 'footer.privacy' },
  { slugs: { en: 'terms-of-sale', fr: 'conditions-generales-de-vente' }, message: 'footer.termsOfSale' },
];

/**
 * Spec §1, §2: selling points of the audience, the prefooter, then a maker's footer (decision
 * 195): the brand and its social networks beside the footer menus' columns and the phone numbers
 * and contact link; last, the copyright, the legal links and the cookie-preferences button.
 */
export function Footer() {
  const intl = useIntl();
  const [menus, target, locale] = useUnit([$menus, $target, $locale]);
  const footerItems = menus.find((menu) => menu.code === `menu_footer_${target}`)?.items ?? [];
  const groups = footerItems.filter((item) => item.childs.length > 0);
  const loose = footerItems.filter((item) => item.childs.length === 0);
  return (
    <footer className="site-footer">
      <div className="site-footer__band">
        <SellingPoints />
      </div>
      <div className="site-footer__inner">
        <Prefooter />
        <div className="site-footer__main">
          <div className="footer-brand">
            <p className="footer-brand__name">
              <FormattedMessage id="site.name" />
            </p>
            <p className="footer-brand__tagline">
              <FormattedMessage id="site.tagline" />
            </p>
            <SocialLinks />
          </div>
          <nav className="footer-nav" aria-label={intl.formatMessage({ id: 'a11y.footerNavigation' })}>
            {groups.map((group) => (
              <div key={group.id} className="footer-nav__group">
                <h2 className="footer-nav__title">{group.label}</h2>
                {chunk(group.childs).map((column, index) => (
                  <ul key={index}>
                    {column.map((child) => (
                      <li key={child.id}>
                        <MenuLinkItem item={child} />
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            ))}
            <div className="footer-nav__group footer-nav__contact">
              <h2 className="footer-nav__title">
                <FormattedMessage id="footer.contact" />
              </h2>
              <ul>
                <ContactLinks />
              </ul>
            </div>
            {loose.length > 0 && (
              <ul className="footer-nav__group">
                {loose.map((item) => (
                  <li key={item.id}>
                    <MenuLinkItem item={item} />
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
      </div>
      <div className="site-footer__legal">
        <p>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
        <ul>
          {legalPages.map((page) => (
            <li key={page.message}>
              <Link to={{ name: 'cms-page', params: { slug: page.slugs[locale] ?? page.slugs.en! } }}>
                <FormattedMessage id={page.message} />
              </Link>
            </li>
          ))}
          <li>
            <Link to={{ name: 'sitemap' }}>
              <FormattedMessage id="footer.sitemap" />
            </Link>
          </li>
          <li>
            <Island name="cookie-preferences" component={CookiePreferencesButton} />
          </li>
        </ul>
      </div>
    </footer>
  );
}
