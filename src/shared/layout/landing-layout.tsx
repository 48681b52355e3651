import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../app/link.tsx';

/** Landing pages show the logo only (spec §2 "Layout"). */
export function LandingLayout({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <header className="landing-header" id="top">
        <Link to={{ name: 'home' }} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <img src="/logo.svg" alt={intl.formatMessage({ id: 'site.name' })} width={180} height={48} />
        </Link>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
