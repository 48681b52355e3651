import { FormattedMessage, useIntl } from 'react-intl';
import type { Product, ProductPage } from '../../api/entities/catalogue.ts';
import { useLoaderData } from '../../app/router-context.tsx';
import { ProductGrid } from '../../catalogue/product-card.tsx';
import { Await } from '../../data/await.tsx';
import { defer, type Deferred } from '../../data/deferred.ts';
import { loadEntity } from '../../data/load-entity.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

interface ProductData {
  readonly product: Product;
  readonly related: Deferred<ProductPage>;
}

export const loader: PageLoader<ProductData> = async ({ api, match }) => {
  const product = await loadEntity<Product>(api, 'product', match.params.slug!, { parents: 1 });
  const categoryId = product.categories[0]?.id;
  const related = api.call('GET /product', {
    query: { ...(categoryId === undefined ? {} : { categories: [categoryId] }), perPage: 5, page: 1 },
  });
  return { product, related: defer(related) };
};

export const meta = ({ data }: MetaArgs<ProductData>) => ({
  title: data.product.name,
  description: data.product.extract,
});

export default function ProductScreen() {
  const { product, related } = useLoaderData<ProductData>();
  const intl = useIntl();
  const visual = product.medias.visuel[0] ?? product.cover;
  return (
    <article className="product" aria-labelledby="page-heading">
      <h1 id="page-heading">{product.name}</h1>
      <p className="product__reference">
        <FormattedMessage id="product.reference" values={{ reference: product.reference }} />
      </p>
      <picture>
        <source srcSet={visual.webp} type="image/webp" />
        <img src={visual.url} alt={visual.alt} width={visual.width} height={visual.height} />
      </picture>
      <p className="lead">{product.extract}</p>
      <section aria-labelledby="characteristics-heading">
        <h2 id="characteristics-heading">
          <FormattedMessage id="product.characteristics" />
        </h2>
        <dl className="characteristics">
          {Object.values(product.caracteristics).map((characteristic) => (
            <div key={characteristic.technical_name}>
              <dt>{characteristic.label}</dt>
              <dd>
                {characteristic.value}
                {characteristic.unit ? ` ${characteristic.unit}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="related-heading">
        <h2 id="related-heading">
          <FormattedMessage id="product.related" />
        </h2>
        <Await
          value={related}
          fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}
          errorView={<p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>}
        >
          {(page) => <ProductGrid products={page.items.filter((item) => item.id !== product.id).slice(0, 4)} />}
        </Await>
      </section>
    </article>
  );
}
