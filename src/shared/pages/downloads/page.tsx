import { FormattedMessage } from 'react-intl';
import { useLoaderData } from '../../features/app/router-context.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { DocumentList } from './document-list.tsx';
import { groupByType, type DocumentGroup } from './document-types.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';

export const messages = { ...screensMessages, ...servicesMessages, ...catalogueMessages };

interface DownloadsData {
  readonly groups: readonly DocumentGroup[];
}

export const loader: PageLoader<DownloadsData> = async ({ api }) => ({
  groups: groupByType((await api.call('GET /notice', { query: { section: 'downloads' } })).items),
});

export const meta = ({ intl }: MetaArgs<DownloadsData>) => ({
  title: intl.formatMessage({ id: 'screen.downloads.title' }),
  description: intl.formatMessage({ id: 'screen.downloads.intro' }),
});

/** Brochures, catalogues and certificates, by type. */
export default function DownloadsScreen() {
  const { groups } = useLoaderData<DownloadsData>();
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="screen.downloads.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="screen.downloads.intro" />
      </p>
      <DocumentList groups={groups} />
    </section>
  );
}
