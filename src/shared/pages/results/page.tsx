import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductPage } from '../../api/entities/catalogue.ts';
import { useLoaderData } from '../../app/router-context.tsx';
import { ProductGrid } from '../../catalogue/product-card.tsx';
import { Await } from '../../data/await.tsx';
import { defer, type Deferred } from '../../data/deferred.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

interface ResultsData {
  readonly term: string;
  readonly products: Deferred<ProductPage>;
}

export const loader: PageLoader<ResultsData> = async ({ api, match }) => {
  const term = match.params.search!;
  return { term, products: defer(api.call('GET /product', { query: { text: term, perPage: 24, page: match.page ?? 1 } })) };
};

export const meta = ({ data, intl }: MetaArgs<ResultsData>) => ({
  title: intl.formatMessage({ id: 'results.title' }, { term: data.term }),
  indexable: false,
});

export default function ResultsScreen() {
  const { term, products } = useLoaderData<ResultsData>();
  const intl = useIntl();
  return (
    <section className="results" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="results.title" values={{ term }} />
      </h1>
      <Await
        value={products}
        fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}
        errorView={<p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>}
      >
        {(page) =>
          page.total === 0 ? (
            <p>
              <FormattedMessage id="results.none" />
            </p>
          ) : (
            <ProductGrid products={page.items} />
          )
        }
      </Await>
    </section>
  );
}
