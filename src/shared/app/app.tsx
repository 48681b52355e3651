import { useIntl, type IntlShape } from 'react-intl';
import { GlobalLoadingIndicator } from '../features/loading/global-loading-indicator.tsx';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { LandingLayout } from '../layout/landing-layout.tsx';
import type { PageModule } from '../pages/page-module.ts';
import type { PageMeta } from '../kernel/seo/page-seo.ts';
import type { DocumentConfig } from './document-config.ts';
import { Document } from './document.tsx';
import { ErrorPage } from './error-page.tsx';
import { ProgressBar } from '../layout/widgets/progress-bar.tsx';
import { PathBuilder, RouterContext, type PageState, type RouterContextValue } from '../features/app/router-context.tsx';

interface AppProps {
  readonly context: RouterContextValue<PageModule>;
  readonly config: DocumentConfig;
}

/** The page tree shared by the server render and the client hydration. */
export function App({ context, config }: AppProps) {
  return (
    <RouterContext value={context}>
      <PathBuilder>
        <AppDocument page={context.page} config={config} />
      </PathBuilder>
    </RouterContext>
  );
}

function AppDocument({ page, config }: { page: PageState<PageModule>; config: DocumentConfig }) {
  const intl = useIntl();
  const Layout = page.match?.route.layout === 'landing' ? LandingLayout : DefaultLayout;
  const View = page.status === 200 ? page.module?.default : undefined;
  return (
    <Document config={config} meta={pageMeta(page, intl)}>
      <ProgressBar />
      <GlobalLoadingIndicator />
      <Layout>{View ? <View /> : <ErrorPage status={page.status === 200 ? 500 : page.status} />}</Layout>
    </Document>
  );
}

export function pageMeta(page: PageState<PageModule>, intl: IntlShape): PageMeta {
  if (page.status !== 200 || !page.module || !page.match) {
    return { title: intl.formatMessage({ id: 'error.title' }, { status: page.status }), indexable: false };
  }
  return page.module.meta({ data: page.data, intl, match: page.match });
}
