import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { FilterPanel, filterColumnId } from '../../features/listing-filters/filter-panel.tsx';
import { filtersQueryOf, productQueryOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import type { ListingLocation } from '../../features/listing-filters/filters-button.tsx';
import { ListingToolbar } from '../../blocks/catalogue/listing-toolbar.tsx';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';
import { GuideAgainButton } from '../../features/choice-guide/guide-again-button.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { decodeCharacteristics, encodeCharacteristics, type ChosenCharacteristics } from '../../kernel/routing/characteristics.ts';
import { Link } from '../../features/app/link.tsx';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { findingMessages } from '../../kernel/i18n/en/finding.ts';
import { refuseFiltersBeyondBounds } from '../../kernel/data/listing-bounds.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AsyncSection } from '../../kernel/ui/async-section.tsx';

export const messages = { ...catalogueMessages, ...findingMessages };

export const productsPerPage = 24;

interface ChoiceGuideData {
  readonly encoded: string;
  readonly chosen: ChosenCharacteristics;
  /** What the listing lists before its filters: the products matching the answers. */
  readonly scope: ListingScope;
  readonly products: Deferred<ProductCardPage>;
  /** The filters that narrow the answers' products: the questions not answered, counted within them. */
  readonly filters: Deferred<Record<string, ProductFilter>>;
  /** The answers in words, one per answered value. */
  readonly answers: Deferred<readonly Answer[]>;
}

interface Answer {
  readonly name: string;
  readonly value: string;
  readonly question: string;
  readonly label: string;
}

/**
 * The listing's filters split by the answers: an answered question is an answer (a chip to
 * remove), not a filter. Offered as a filter, its other options were counted without the answer
 * ("Fine (5)" above 2 products) and a click replaced the answer; the questions left are counted
 * within the answers' products, so every count is a part of the list shown.
 */
function splitByAnswers(available: Record<string, ProductFilter>, chosen: ChosenCharacteristics) {
  const filters: Record<string, ProductFilter> = {};
  const answers: Answer[] = [];
  for (const [name, filter] of Object.entries(available)) {
    const values = Object.hasOwn(chosen, name) ? chosen[name]! : [];
    if (values.length === 0) {
      filters[name] = filter;
      continue;
    }
    for (const value of values) {
      const option = filter.type === 'choice' ? filter.data.find((candidate) => candidate.value === value) : undefined;
      answers.push({ name, value, question: filter.label, label: option?.label ?? value });
    }
  }
  return { filters, answers };
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
    ...splitDeferred(api.call('GET /filters-products', { query: filtersQueryOf(scope, match.filters) }).then((available) => splitByAnswers(available, chosen))),
  };
};

function splitDeferred(split: Promise<ReturnType<typeof splitByAnswers>>) {
  return { filters: defer(split.then((parts) => parts.filters)), answers: defer(split.then((parts) => parts.answers)) };
}

export const meta = ({ intl }: MetaArgs<ChoiceGuideData>) => ({
  title: intl.formatMessage({ id: 'choiceGuide.title' }),
  indexable: false,
});

/** The products matching the choice guide's answers (spec §2), with the listing's filters and pages. */
export default function ChoiceGuideScreen() {
  const { encoded, chosen, scope, products, filters, answers } = useLoaderData<ChoiceGuideData>();
  const { match } = usePage();
  const activeFilters = match?.filters ?? [];
  const listing: ListingLocation = { name: 'choice-guide', params: { caracteristics: encoded } };
  const locationOf = (next: readonly Filter[], page?: number): RouteLocation => ({
    ...listing,
    filters: next,
    ...(page && page > 1 ? { page } : {}),
  });
  return (
    <section className="choice-guide-results" aria-labelledby="page-heading">
      <ScreenHeader title={<FormattedMessage id="choiceGuide.title" />}>
        <AsyncSection value={answers} loading="none" failed="none">
          {(given) => (
            <>
              <AsyncSection value={products} loading="none" failed="none">
                {(page) => <AnswersSummary answers={given} count={page.total} />}
              </AsyncSection>
              <AnswerChips
                answers={given}
                locationOf={(next) => ({ name: 'choice-guide', params: { caracteristics: encodeCharacteristics(next) }, filters: activeFilters })}
                chosen={chosen}
              />
            </>
          )}
        </AsyncSection>
        <Island name="guide-again" component={GuideAgainButton} />
      </ScreenHeader>
      <div className="listing">
        <aside className="listing__filters" id={filterColumnId}>
          <AsyncSection value={filters} failed="none">
            {(available) => <FilterPanel available={available} filters={activeFilters} locationOf={(next) => locationOf(next)} />}
          </AsyncSection>
        </aside>
        <div className="listing__results">
          <AsyncSection value={products}>
            {(page) => (
              <>
                <ListingToolbar scope={scope} filters={activeFilters} total={page.total} available={filters} listing={listing} />
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
          </AsyncSection>
        </div>
      </div>
    </section>
  );
}

/** The answers in one sentence above the list, with how many products match them. */
function AnswersSummary({ answers, count }: { readonly answers: readonly Answer[]; readonly count: number }) {
  const intl = useIntl();
  if (answers.length === 0) return null;
  return (
    <p className="lead choice-guide-results__summary">
      <FormattedMessage id="guide.summary" values={{ count, answers: intl.formatList(answers.map((answer) => answer.label), { type: 'conjunction' }) }} />
    </p>
  );
}

interface AnswerChipsProps {
  readonly answers: readonly Answer[];
  readonly chosen: ChosenCharacteristics;
  readonly locationOf: (chosen: ChosenCharacteristics) => RouteLocation;
}

/** Each answer as a chip: a link to the same search without it (the guide's other answers kept). */
function AnswerChips({ answers, chosen, locationOf }: AnswerChipsProps) {
  const intl = useIntl();
  if (answers.length === 0) return null;
  const without = ({ name, value }: Answer): ChosenCharacteristics => {
    const rest: ChosenCharacteristics = Object.create(null);
    for (const [key, values] of Object.entries(chosen)) {
      const kept = key === name ? values.filter((candidate) => candidate !== value) : values;
      if (kept.length > 0) rest[key] = kept;
    }
    return rest;
  };
  return (
    <nav className="applied-filters choice-guide-results__answers" aria-label={intl.formatMessage({ id: 'guide.yourChoices' })}>
      <ul>
        {answers.map((answer) => (
          <li key={`${answer.name}:${answer.value}`}>
            <Link
              to={locationOf(without(answer))}
              rel="nofollow"
              className="filter-chip"
              aria-label={intl.formatMessage({ id: 'guide.removeAnswer' }, { question: answer.question, answer: answer.label })}
            >
              <FormattedMessage id="guide.answer" values={{ question: answer.question, answer: answer.label }} />
              <span className="filter-chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
