import { screenPartAttribute } from '../kernel/routing/same-screen.ts';
import type { ReactNode } from 'react';
import { PageStylesheets } from './page-stylesheets.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { Link } from '../features/app/link.tsx';
import { $locale } from '../features/app/model.ts';
import { logoPath } from '../kernel/config/locales.ts';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { Toasts } from '../features/toast/toasts.tsx';
import { LayoutEffects } from './layout-effects.tsx';
import { PageTop } from './widgets/page-top.tsx';
import { Island } from '../kernel/ui/island.tsx';

/** Landing pages show the logo only (spec §2 "Layout"). */
export function LandingLayout({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <>
      <PageTop />
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <header className="landing-header">
        <Link to={{ name: 'home' }} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src={logoPath(locale)} alt="" width={180} height={48} />
        </Link>
      </header>
      <PageStylesheets />
      <main id="main" tabIndex={-1} {...{ [screenPartAttribute]: 'content' }}>
        {children}
      </main>
      <Island name="toasts" component={Toasts} />
      <Island name="consent-banner" component={ConsentBanner} />
      <Island name="layout-effects" component={LayoutEffects} />
    </>
  );
}
