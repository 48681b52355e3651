import { FormattedMessage } from 'react-intl';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { DocumentLibrary, type DocumentLibraryData } from '../../blocks/documents/document-library-view.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { loadDocumentLibrary, searchIsNotIndexed } from './document-library-page.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { documentsMessages } from '../../kernel/i18n/en/documents.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages, ...catalogueMessages, ...documentsMessages };

export const loader: PageLoader<DocumentLibraryData> = (args) => loadDocumentLibrary('downloads', args);

export const meta = ({ intl, match, data }: MetaArgs<DocumentLibraryData>) => ({
  title: intl.formatMessage({ id: 'screen.downloads.title' }),
  description: intl.formatMessage({ id: 'screen.downloads.intro' }),
  ...searchIsNotIndexed(match, data),
});

/** Brochures, catalogues and certificates, as a library of document cards. */
export default function DownloadsScreen() {
  return (
    <section className="service-page library" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.downloads.title" />} lead={<FormattedMessage id="screen.downloads.intro" />} />
      <DocumentLibrary route="downloads" data={useLoaderData<DocumentLibraryData>()} />
    </section>
  );
}
