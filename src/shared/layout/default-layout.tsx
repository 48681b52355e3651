import { screenPartAttribute } from '../kernel/routing/same-screen.ts';
import type { ReactNode } from 'react';
import { PageStylesheets } from './page-stylesheets.tsx';
import { FormattedMessage } from 'react-intl';
import { Breadcrumb } from './breadcrumb/breadcrumb.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { Toasts } from '../features/toast/toasts.tsx';
import { LayoutEffects } from './layout-effects.tsx';
import { GoToTop } from './widgets/go-to-top.tsx';
import { MobileToolbar } from './widgets/mobile-toolbar.tsx';
import { PageTop } from './widgets/page-top.tsx';
import { ScanButton } from './widgets/scan-button.tsx';
import { ChoiceGuideModal } from '../features/choice-guide/choice-guide-modal.tsx';
import { ScanModal } from '../features/scan-modal/scan-modal.tsx';
import { CompareTraySlot } from '../features/comparator/compare-tray-slot.tsx';
import { Island } from '../kernel/ui/island.tsx';

/**
 * Header, breadcrumb, content, footer and the lazily loaded parts are regions that fail alone
 * (app/page-region.tsx). What a visitor can touch is an island (decision 199).
 */
export function DefaultLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <PageTop />
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <Header />
      <Breadcrumb />
      <PageStylesheets />
      <main id="main" tabIndex={-1} {...{ [screenPartAttribute]: 'content' }}>
        {children}
      </main>
      <Footer />
      {/* Before the floating buttons, which it moves up as their earlier sibling (compare-tray.css). */}
      <Island name="compare-tray" component={CompareTraySlot} />
      <Island name="scan-button" component={ScanButton} />
      <Island name="scan-modal" component={ScanModal} />
      <Island name="choice-guide-modal" component={ChoiceGuideModal} />
      <Island name="go-to-top" component={GoToTop} />
      <Island name="mobile-toolbar" component={MobileToolbar} />
      <Island name="toasts" component={Toasts} />
      <Island name="consent-banner" component={ConsentBanner} />
      <Island name="layout-effects" component={LayoutEffects} />
    </>
  );
}
