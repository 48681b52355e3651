import { FormattedMessage, useIntl } from 'react-intl';
import type { Category, ProductPage } from '../../api/entities/catalogue.ts';
import { Link } from '../../app/link.tsx';
import { useLoaderData } from '../../app/router-context.tsx';
import { ProductGrid } from '../../catalogue/product-card.tsx';
import { Await } from '../../data/await.tsx';
import { defer, type Deferred } from '../../data/deferred.ts';
import { loadEntity } from '../../data/load-entity.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

const productsPerPage = 24;

interface CategoryData {
  /** The category shown, or undefined on the index of all categories. */
  readonly category: Category | undefined;
  readonly categories: readonly Category[];
  readonly products: Deferred<ProductPage> | undefined;
}

export const loader: PageLoader<CategoryData> = async ({ api, match }) => {
  const slug = match.params.slug;
  if (slug === undefined) {
    const { items } = await api.call('GET /category', { query: { depth: 0 } });
    return { category: undefined, categories: items, products: undefined };
  }
  const category = await loadEntity<Category>(api, 'category', slug, { depth: 1 });
  const caracteristics = Object.fromEntries(match.filters.map((filter) => [filter.key.toLowerCase(), [...filter.values]]));
  const products = api.call('GET /product', {
    query: { categories: [category.id], caracteristics, perPage: productsPerPage, page: match.page ?? 1 },
  });
  return { category, categories: category.childs ?? [], products: defer(products) };
};

export const meta = ({ data, intl }: MetaArgs<CategoryData>) =>
  data.category
    ? { title: data.category.name, description: data.category.description }
    : { title: intl.formatMessage({ id: 'category.index.title' }), description: intl.formatMessage({ id: 'category.index.intro' }) };

export default function CategoryScreen() {
  const { category, categories, products } = useLoaderData<CategoryData>();
  const intl = useIntl();
  return (
    <section className="category" aria-labelledby="page-heading">
      <h1 id="page-heading">{category ? category.name : <FormattedMessage id="category.index.title" />}</h1>
      <p className="lead">{category ? category.description : <FormattedMessage id="category.index.intro" />}</p>
      {categories.length > 0 && (
        <ul className="category-list">
          {categories.map((child) => (
            <li key={child.id}>
              <Link to={{ name: 'category', params: { slug: child.slug } }}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {products && (
        <Await
          value={products}
          fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}
          errorView={<p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>}
        >
          {(page) => (
            <>
              <p className="category__count">
                <FormattedMessage id="category.count" values={{ count: page.total }} />
              </p>
              <ProductGrid products={page.items} />
            </>
          )}
        </Await>
      )}
    </section>
  );
}
