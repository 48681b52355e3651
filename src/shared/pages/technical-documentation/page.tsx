import { FormattedMessage } from 'react-intl';
import { useLoaderData } from '../../features/app/router-context.tsx';
import { DocumentLibrary, type DocumentLibraryData } from '../../blocks/documents/document-library-view.tsx';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { loadDocumentLibrary, searchIsNotIndexed } from '../downloads/document-library-page.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { documentsMessages } from '../../kernel/i18n/en/documents.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';

export const messages = { ...screensMessages, ...servicesMessages, ...catalogueMessages, ...documentsMessages };

export const loader: PageLoader<DocumentLibraryData> = (args) => loadDocumentLibrary('technical_documentation', args);

export const meta = ({ intl, match, data }: MetaArgs<DocumentLibraryData>) => ({
  title: intl.formatMessage({ id: 'screen.technical-documentation.title' }),
  description: intl.formatMessage({ id: 'screen.technical-documentation.intro' }),
  ...searchIsNotIndexed(match, data),
});

/** Technical and safety data sheets and guides, searched and filtered by range, product, type and language. */
export default function TechnicalDocumentationScreen() {
  return (
    <section className="service-page library" aria-labelledby="page-heading">
      <ScreenHeader className={false} title={<FormattedMessage id="screen.technical-documentation.title" />} lead={<FormattedMessage id="screen.technical-documentation.intro" />} />
      <DocumentLibrary route="technical-documentation" data={useLoaderData<DocumentLibraryData>()} />
    </section>
  );
}
