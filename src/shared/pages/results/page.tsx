import { FormattedMessage } from 'react-intl';
import type { ProductFilter, SearchGroup, SearchGroupName, SearchTranslation } from '../../kernel/api/entities/catalogue.ts';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import type { BackofficeClient } from '../../kernel/api/client.ts';
import { useHref, useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { FilterPanel, filterColumnId } from '../../features/listing-filters/filter-panel.tsx';
import { filtersQueryOf, productQueryOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import type { ListingLocation } from '../../features/listing-filters/filters-button.tsx';
import { ListingToolbar } from '../../blocks/catalogue/listing-toolbar.tsx';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { ClientLink } from '../../features/app/link.tsx';
import { searchGroups } from '../../features/search/model.ts';
import { ResultCard } from '../../features/search/result-card.tsx';
import { ResultsTabs, resultsPanelId } from '../../features/search/results-tabs.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { searchTranslationMessages } from '../../kernel/i18n/en/search-translation.ts';
import { TranslatedWords } from '../../features/search/translated-words.tsx';
import { refuseFiltersBeyondBounds } from '../../kernel/data/listing-bounds.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AsyncSection } from '../../kernel/ui/async-section.tsx';

export const messages = { ...catalogueMessages, ...findingMessages, ...searchTranslationMessages };

export const resultsPerPage = 24;

type OtherGroup = Exclude<SearchGroupName, 'products'>;

interface ResultsData {
  readonly term: string;
  /** The term with its misspelt words corrected, when the search corrected some (its results are shown). */
  readonly corrected: string | null;
  /** The term's words of another language, read in the page's. */
  readonly translated: readonly SearchTranslation[];
  /** Matches per tab for the term (filters aside). */
  readonly totals: Readonly<Record<SearchGroupName, number>>;
  /** The tab shown when the URL names none: the first one with results. */
  readonly defaultTab: SearchGroupName;
  /** What the products tab lists before its filters: the term's products. */
  readonly scope: ListingScope;
  readonly products: Deferred<ProductCardPage> | undefined;
  readonly filters: Deferred<Record<string, ProductFilter>> | undefined;
  readonly categories: Deferred<SearchGroup> | undefined;
  readonly pages: Deferred<SearchGroup> | undefined;
  readonly fqces: Deferred<SearchGroup> | undefined;
}

function searchTab(api: BackofficeClient, text: string, tab: OtherGroup, page: number): Deferred<SearchGroup> {
  return defer(api.call('GET /search', { query: { type: 'Full', text, tab, perPage: resultsPerPage, page } }).then((result) => result[tab]));
}

export const loader: PageLoader<ResultsData> = async ({ api, match }) => {
  const term = match.params.search!;
  const page = match.page ?? 1;
  const scope: ListingScope = { text: term };
  refuseFiltersBeyondBounds(scope, match.filters);
  const overview = await api.call('GET /search', { query: { type: 'Full', text: term, tab: 'products', perPage: 1 } });
  const totals = { products: overview.products.total, categories: overview.categories.total, pages: overview.pages.total, fqces: overview.fqces.total };
  const hasProducts = totals.products > 0;
  return {
    term,
    corrected: overview.corrected,
    translated: overview.translated,
    totals,
    defaultTab: searchGroups.find((group) => totals[group] > 0) ?? 'products',
    scope,
    products: hasProducts
      ? // Cards only: the page is serialized for hydration, and full products carry every media.
        defer(api.call('GET /product', { query: { ...productQueryOf(scope, match.filters), perPage: resultsPerPage, page } }).then(toProductCards))
      : undefined,
    filters: hasProducts ? defer(api.call('GET /filters-products', { query: filtersQueryOf(scope, match.filters) })) : undefined,
    categories: totals.categories > 0 ? searchTab(api, term, 'categories', page) : undefined,
    pages: totals.pages > 0 ? searchTab(api, term, 'pages', page) : undefined,
    fqces: totals.fqces > 0 ? searchTab(api, term, 'fqces', page) : undefined,
  };
};

export const meta = ({ data, intl }: MetaArgs<ResultsData>) => ({
  title: intl.formatMessage({ id: 'results.title' }, { term: data.term }),
  indexable: false,
});

/** Search results (spec §2): one tab per result type with its count, the tab in the URL's hash. */
export default function ResultsScreen() {
  const data = useLoaderData<ResultsData>();
  const { match } = usePage();
  const href = useHref();
  const filters = match?.filters ?? [];
  const availableFilters = data.filters;
  const page = match?.page ?? 1;
  const grandTotal = searchGroups.reduce((sum, group) => sum + data.totals[group], 0);
  const listing: ListingLocation = { name: 'results', params: { search: data.term } };
  const locationOf = (next: readonly Filter[], number?: number): RouteLocation => ({
    ...listing,
    filters: next,
    ...(number && number > 1 ? { page: number } : {}),
  });
  const hrefOf = (group: SearchGroupName, number?: number) => `${href(locationOf(filters, number))}#${group}`;

  return (
    <section className="results" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="results.title" values={{ term: data.term }} />}>
        <p className="lead" role="status">
          {grandTotal === 0 ? <FormattedMessage id="results.none" /> : <FormattedMessage id="resultsPage.count" values={{ count: grandTotal }} />}
        </p>
        <TranslatedWords translated={data.translated} className="results__translated" />
        {data.corrected !== null && (
          <p className="results__correction">
            <FormattedMessage
              id="resultsPage.didYouMean"
              values={{ suggestion: <ClientLink href={href({ name: 'results', params: { search: data.corrected } })}>{data.corrected}</ClientLink> }}
            />
          </p>
        )}
      </ScreenHeader>
      {grandTotal > 0 && (
        <>
          <Island
            name="results-tabs"
            component={ResultsTabs}
            props={{ tabs: searchGroups.map((group) => ({ group, href: hrefOf(group), count: data.totals[group] })), defaultTab: data.defaultTab }}
          />
          <div role="tabpanel" id={resultsPanelId('products')} aria-labelledby="results-tab-products" hidden={data.defaultTab !== 'products'}>
            {data.products && availableFilters ? (
              <div className="listing">
                <aside className="listing__filters" id={filterColumnId}>
                  <AsyncSection value={availableFilters} failed="none">
                    {(available) => <FilterPanel available={available} filters={filters} locationOf={(next) => locationOf(next)} />}
                  </AsyncSection>
                </aside>
                <div className="listing__results">
                  <AsyncSection value={data.products}>
                    {(products) => (
                      <>
                        <ListingToolbar scope={data.scope} filters={filters} total={products.total} available={availableFilters} listing={listing} />
                        {products.items.length > 0 ? (
                          <ProductGrid products={products.items} priority />
                        ) : (
                          <p className="listing__empty">
                            <FormattedMessage id="listing.empty" />
                          </p>
                        )}
                        <Pagination page={page} pageCount={Math.ceil(products.total / resultsPerPage)} locationOf={(number) => locationOf(filters, number)} />
                      </>
                    )}
                  </AsyncSection>
                </div>
              </div>
            ) : (
              <EmptyGroup group="products" />
            )}
          </div>
          {(['categories', 'pages', 'fqces'] as const).map((group) => {
            const results = data[group];
            return (
              <div key={group} role="tabpanel" id={resultsPanelId(group)} aria-labelledby={`results-tab-${group}`} hidden={data.defaultTab !== group}>
                {results ? (
                  <AsyncSection value={results}>
                    {(found) => (
                      <>
                        {found.items.length > 0 ? (
                          <ul className="result-grid">
                            {found.items.map((item) => (
                              <li key={item.id}>
                                <ResultCard group={group} item={item} />
                              </li>
                            ))}
                          </ul>
                        ) : (
                          <EmptyGroup group={group} />
                        )}
                        <Pagination page={page} pageCount={Math.ceil(found.total / resultsPerPage)} locationOf={(number) => locationOf(filters, number)} hash={`#${group}`} />
                      </>
                    )}
                  </AsyncSection>
                ) : (
                  <EmptyGroup group={group} />
                )}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

function EmptyGroup({ group }: { readonly group: SearchGroupName }) {
  return (
    <p className="listing__empty">
      <FormattedMessage id="resultsPage.groupEmpty" values={{ group }} />
    </p>
  );
}
