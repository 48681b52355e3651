import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductPage } from '../../api/entities/catalogue.ts';
import { useLoaderData } from '../../app/router-context.tsx';
import { ProductGrid } from '../../catalogue/product-card.tsx';
import { Await } from '../../data/await.tsx';
import { defer, type Deferred } from '../../data/deferred.ts';
import { PageResponse } from '../../data/page-response.ts';
import { decodeCharacteristics } from '../../routing/characteristics.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

interface ChoiceGuideData {
  readonly products: Deferred<ProductPage>;
}

export const loader: PageLoader<ChoiceGuideData> = async ({ api, match }) => {
  const chosen = decodeCharacteristics(match.params.caracteristics!);
  if (!chosen) throw PageResponse.notFound();
  return {
    products: defer(
      api.call('GET /product', { query: { caracteristics: chosen, perPage: 24, page: match.page ?? 1 } }),
    ),
  };
};

export const meta = ({ intl }: MetaArgs<ChoiceGuideData>) => ({
  title: intl.formatMessage({ id: 'choiceGuide.title' }),
  indexable: false,
});

export default function ChoiceGuideScreen() {
  const { products } = useLoaderData<ChoiceGuideData>();
  const intl = useIntl();
  return (
    <section className="choice-guide-results" aria-labelledby="page-heading">
      <h1 id="page-heading">
        <FormattedMessage id="choiceGuide.title" />
      </h1>
      <Await
        value={products}
        fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}
        errorView={<p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>}
      >
        {(page) => <ProductGrid products={page.items} />}
      </Await>
    </section>
  );
}
