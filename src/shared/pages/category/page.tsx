import { FormattedMessage, useIntl } from 'react-intl';
import type { Category, ProductFilter } from '../../kernel/api/entities/catalogue.ts';
import { Link } from '../../features/app/link.tsx';
import { useLoaderData, usePage } from '../../features/app/router-context.tsx';
import { FilterPanel, filterColumnId } from '../../features/listing-filters/filter-panel.tsx';
import type { ListingLocation } from '../../features/listing-filters/filters-button.tsx';
import { filtersQueryOf, productQueryOf, type ListingScope } from '../../kernel/routing/filter-segments.ts';
import { ListingToolbar } from '../../blocks/catalogue/listing-toolbar.tsx';
import { Pagination } from '../../blocks/catalogue/pagination.tsx';
import { Picture, rangeTileSlot } from '../../features/app/picture.tsx';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { loadEntity } from '../../kernel/data/load-entity.ts';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import type { Filter } from '../../kernel/routing/segments.ts';
import type { Crumb, PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';

export const messages = catalogueMessages;
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { refuseFiltersBeyondBounds } from '../../kernel/data/listing-bounds.ts';
import { ScreenHeader } from '../../blocks/page-kit/screen-header.tsx';
import { AsyncSection } from '../../kernel/ui/async-section.tsx';

export const productsPerPage = 24;

interface CategoryData {
  /** The category shown, or undefined on the index of all categories. */
  readonly category: Category | undefined;
  readonly categories: readonly Category[];
  /** What the listing lists before its filters: the category. */
  readonly scope: ListingScope;
  readonly products: Deferred<ProductCardPage> | undefined;
  readonly filters: Deferred<Record<string, ProductFilter>> | undefined;
}

export const loader: PageLoader<CategoryData> = async ({ api, match }) => {
  const slug = match.params.slug;
  if (slug === undefined) {
    const { items } = await api.call('GET /category', { query: { depth: 0 } });
    return { category: undefined, categories: items, scope: {}, products: undefined, filters: undefined };
  }
  const category = await loadEntity<Category>(api, 'category', slug, { depth: 1, parents: 1 });
  const scope: ListingScope = { categories: [category.id] };
  refuseFiltersBeyondBounds(scope, match.filters);
  const products = api.call('GET /product', {
    query: { ...productQueryOf(scope, match.filters), perPage: productsPerPage, page: match.page ?? 1 },
  }).then(toProductCards);
  // Filters refine the listing; if they cannot be read, the products are still shown, unfiltered by the panel.
  const filters = api.call('GET /filters-products', { query: filtersQueryOf(scope, match.filters) }).catch(() => ({}));
  return { category, categories: category.childs ?? [], scope, products: defer(products), filters: defer(filters) };
};

export const meta = ({ data, intl }: MetaArgs<CategoryData>): PageSeo => {
  const { category } = data;
  if (!category) {
    return { title: intl.formatMessage({ id: 'category.index.title' }), description: intl.formatMessage({ id: 'category.index.intro' }), breadcrumb: [] };
  }
  return {
    title: category.name,
    description: category.description,
    audience: category.target,
    ...(category.slugs ? { slugs: category.slugs } : {}),
    ...(category.cover ? { image: category.cover } : {}),
    breadcrumb: [
      ...(category.parents ?? []).map((parent): Crumb => ({ label: parent.name, to: { name: 'category', params: { slug: parent.slug } } })),
      { label: category.name },
    ],
  };
};

export default function CategoryScreen() {
  const { category, categories, scope, products, filters } = useLoaderData<CategoryData>();
  const { match } = usePage();
  const intl = useIntl();
  const activeFilters = match?.filters ?? [];
  const listing: ListingLocation = { name: 'category', params: category ? { slug: category.slug } : {} };
  const locationOf = (next: readonly Filter[], page?: number): RouteLocation => ({
    ...listing,
    filters: next,
    ...(page && page > 1 ? { page } : {}),
  });
  return (
    <section className="category" aria-labelledby="page-heading">
      <ScreenHeader
        title={category ? <TitleWithMarks title={category.name} /> : <FormattedMessage id="category.index.title" />}
        lead={category ? category.description : <FormattedMessage id="category.index.intro" />}
      />
      {categories.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: category ? 'category.subcategories' : 'category.index.ranges' })}>
          {category ? (
            <ul className="chip-list">
              {categories.map((child) => (
                <li key={child.id}>
                  <Link to={{ name: 'category', params: { slug: child.slug } }} className="chip">
                    <TitleWithMarks title={child.name} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <ul className="range-grid">
                {categories.map((child, index) => (
                  <li key={child.id}>
                    <Link to={{ name: 'category', params: { slug: child.slug } }} className="range-card">
                      {child.cover && <Picture picture={child.cover} alt="" slot={rangeTileSlot(index, categories.length)} priority={index === 0} />}
                      <span className="range-card__name"><TitleWithMarks title={child.name} /></span>
                      <span className="range-card__count">
                        <FormattedMessage id="category.count" values={{ count: child.products_count }} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <span className="parsed-end" hidden />
            </>
          )}
        </nav>
      )}
      {products && filters && (
        <div className="listing">
          <aside className="listing__filters" id={filterColumnId}>
            <AsyncSection value={filters} failed="none">
              {(available) => <FilterPanel available={available} filters={activeFilters} locationOf={(next) => locationOf(next)} />}
            </AsyncSection>
          </aside>
          <div className="listing__results">
            <AsyncSection value={products} loading="placeholder">
              {(page) => (
                <>
                  <ListingToolbar scope={scope} filters={activeFilters} total={page.total} available={filters} listing={listing} />
                  {page.items.length > 0 ? (
                    <ProductGrid products={page.items} priority />
                  ) : (
                    <p className="listing__empty">
                      <FormattedMessage id="listing.empty" />{' '}
                      <Link to={locationOf([])}>
                        <FormattedMessage id="listing.showAll" />
                      </Link>
                    </p>
                  )}
                  <Pagination
                    page={match?.page ?? 1}
                    pageCount={Math.ceil(page.total / productsPerPage)}
                    locationOf={(number) => locationOf(activeFilters, number)}
                  />
                </>
              )}
            </AsyncSection>
          </div>
        </div>
      )}
    </section>
  );
}
