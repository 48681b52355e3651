import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function DefaultLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
