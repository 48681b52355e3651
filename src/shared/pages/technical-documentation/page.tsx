import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { isSelected, toggleFilter } from '../../kernel/routing/filter-segments.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';
import { DocumentList } from '../downloads/document-list.tsx';
import { groupByType, typesFilterKey, type DocumentGroup, type DocumentType } from '../downloads/document-types.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { screensMessages } from '../../kernel/i18n/en/screens.ts';
import { servicesMessages } from '../../kernel/i18n/en/services.ts';

export const messages = { ...screensMessages, ...servicesMessages, ...catalogueMessages };

interface TechnicalDocumentationData {
  readonly types: readonly DocumentType[];
  readonly groups: readonly DocumentGroup[];
}

export const loader: PageLoader<TechnicalDocumentationData> = async ({ api, match }) => {
  const all = groupByType((await api.call('GET /notice', { query: { section: 'technical_documentation' } })).items);
  const chosen = match.filters.find((filter) => filter.key === typesFilterKey)?.values ?? [];
  if (chosen.some((value) => !all.some((group) => group.type.segmentValue === value))) throw PageResponse.notFound();
  return {
    types: all.map((group) => group.type),
    groups: chosen.length === 0 ? all : all.filter((group) => chosen.includes(group.type.segmentValue)),
  };
};

export const meta = ({ intl, match }: MetaArgs<TechnicalDocumentationData>) => ({
  title: intl.formatMessage({ id: 'screen.technical-documentation.title' }),
  description: intl.formatMessage({ id: 'screen.technical-documentation.intro' }),
  ...(match.filters.length > 0 ? { indexable: false } : {}),
});

/** Technical and safety data sheets and guides, filtered by type (the TYPES segment). */
export default function TechnicalDocumentationScreen() {
  const { types, groups } = useLoaderData<TechnicalDocumentationData>();
  const { match } = usePage();
  const intl = useIntl();
  const filters = match?.filters ?? [];
  return (
    <section className="service-page" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="screen.technical-documentation.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="screen.technical-documentation.intro" />
      </p>
      <nav className="chips" aria-label={intl.formatMessage({ id: 'documents.types' })}>
        <Link to={{ name: 'technical-documentation' }} className="chip" aria-current={filters.length === 0 ? 'page' : undefined}>
          <FormattedMessage id="documents.allTypes" />
        </Link>
        {types.map((type) => {
          const selected = isSelected(filters, typesFilterKey, type.segmentValue);
          return (
            <Link
              key={type.technicalName}
              to={{ name: 'technical-documentation', filters: toggleFilter(filters, typesFilterKey, type.segmentValue) }}
              rel="nofollow"
              className={selected ? 'chip chip--selected' : 'chip'}
              aria-current={selected ? 'true' : undefined}
            >
              {type.label} ({type.count})
            </Link>
          );
        })}
      </nav>
      <DocumentList groups={groups} />
    </section>
  );
}
