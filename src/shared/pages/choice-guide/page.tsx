import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { FilterPanel, filterColumnId } from '../../features/listing-filters/filter-panel.tsx';
import { filtersQueryOf, productQueryOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import { ListingToolbar } from '../../blocks/catalogue/listing-toolbar.tsx';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import { Await } from '../../kernel/data/await.tsx';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';
import { choiceGuideOpened } from '../../features/choice-guide/open-model.ts';
import { decodeCharacteristics, type ChosenCharacteristics } from '../../kernel/routing/characteristics.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { refuseFiltersBeyondBounds } from '../../kernel/data/listing-bounds.ts';

export const messages = { ...catalogueMessages, ...findingMessages };

export const productsPerPage = 24;

interface ChoiceGuideData {
  readonly encoded: string;
  readonly chosen: ChosenCharacteristics;
  /** What the listing lists before its filters: the products matching the answers. */
  readonly scope: ListingScope;
  readonly products: Deferred<ProductCardPage>;
  readonly filters: Deferred<Record<string, ProductFilter>>;
}

export const loader: PageLoader<ChoiceGuideData> = async ({ api, match }) => {
  const encoded = match.params.caracteristics!;
  const chosen = decodeCharacteristics(encoded);
  if (!chosen) throw PageResponse.notFound();
  // Listing filters refine the guide's answers; a filter on an answered question replaces the answer.
  const scope: ListingScope = { caracteristics: chosen };
  refuseFiltersBeyondBounds(scope, match.filters);
  return {
    encoded,
    chosen,
    scope,
    // Cards only: the page is serialized for hydration, and full products carry every media.
    products: defer(
      api
        .call('GET /product', { query: { ...productQueryOf(scope, match.filters), perPage: productsPerPage, page: match.page ?? 1 } })
        .then(toProductCards),
    ),
    filters: defer(api.call('GET /filters-products', { query: filtersQueryOf(scope, match.filters) })),
  };
};

export const meta = ({ intl }: MetaArgs<ChoiceGuideData>) => ({
  title: intl.formatMessage({ id: 'choiceGuide.title' }),
  indexable: false,
});

/** The products matching the choice guide's answers (spec §2), with the listing's filters and pages. */
export default function ChoiceGuideScreen() {
  const { encoded, chosen, scope, products, filters } = useLoaderData<ChoiceGuideData>();
  const { match } = usePage();
  const intl = useIntl();
  const openGuide = useUnit(choiceGuideOpened);
  const activeFilters = match?.filters ?? [];
  const locationOf = (next: readonly Filter[], page?: number): RouteLocation => ({
    name: 'choice-guide',
    params: { caracteristics: encoded },
    filters: next,
    ...(page && page > 1 ? { page } : {}),
  });
  const loading = <p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>;
  return (
    <section className="choice-guide-results" aria-labelledby="page-heading">
      <header className="page-header">
        <h1 id="page-heading">
          <FormattedMessage id="choiceGuide.title" />
        </h1>
        <Await value={filters} fallback={null} errorView={null}>
          {(available) => <ChosenSummary chosen={chosen} available={available} />}
        </Await>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openGuide()}>
          <FormattedMessage id="guide.again" />
        </button>
      </header>
      <div className="listing">
        <aside className="listing__filters" id={filterColumnId}>
          <Await value={filters} fallback={loading} errorView={null}>
            {(available) => <FilterPanel available={available} filters={activeFilters} locationOf={(next) => locationOf(next)} />}
          </Await>
        </aside>
        <div className="listing__results">
          <Await value={products} fallback={loading} errorView={<p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>}>
            {(page) => (
              <>
                <ListingToolbar scope={scope} filters={activeFilters} total={page.total} available={filters} locationOf={(next) => locationOf(next)} />
                {page.items.length > 0 ? (
                  <ProductGrid products={page.items} priority />
                ) : (
                  <p className="listing__empty">
                    <FormattedMessage id="guide.none" />
                  </p>
                )}
                <Pagination page={match?.page ?? 1} pageCount={Math.ceil(page.total / productsPerPage)} locationOf={(number) => locationOf(activeFilters, number)} />
              </>
            )}
          </Await>
        </div>
      </div>
    </section>
  );
}

/** The guide's answers in words, read from the listing's filters (which carry every label). */
function ChosenSummary({ chosen, available }: { readonly chosen: ChosenCharacteristics; readonly available: Readonly<Record<string, ProductFilter>> }) {
  const answers = Object.entries(chosen).flatMap(([name, values]) => {
    const filter = available[name];
    if (filter?.type !== 'choice') return [];
    const labels = values.map((value) => filter.data.find((option) => option.value === value)?.label ?? value);
    return [{ name, question: filter.label, answer: labels.join(', ') }];
  });
  if (answers.length === 0) return null;
  return (
    <>
      <h2 className="visually-hidden">
        <FormattedMessage id="guide.yourChoices" />
      </h2>
      <dl className="choice-guide-results__answers">
        {answers.map(({ name, question, answer }) => (
          <div key={name}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
