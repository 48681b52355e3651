import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import type { Product } from '../../kernel/api/entities/catalogue.ts';
import { useHref, useLoaderData } from '../../features/app/router-context.tsx';
import { ApplicationSteps } from '../../blocks/catalogue/application-steps.tsx';
import { characteristicsFor } from '../../kernel/data/audience-characteristics.ts';
import { Picture } from '../../features/app/picture.tsx';
import { ProductActions } from '../../blocks/catalogue/product-actions.tsx';
import { ProductGrid } from '../../blocks/catalogue/product-card.tsx';
import { toProductCard, toProductCards, type ProductCardPage } from '../../kernel/data/product-card-data.ts';
import { galleryPicturesOf, ProductGallery } from '../../blocks/catalogue/product-gallery.tsx';
import { Island } from '../../kernel/ui/island.tsx';
import { UseWith } from '../../blocks/catalogue/use-with.tsx';
import { packChoiceOf, VariantPicker } from '../../blocks/catalogue/variant-picker.tsx';
import { WhereToBuy } from '../../blocks/catalogue/where-to-buy.tsx';
import { DocumentFile } from '../../kernel/format/document-file.tsx';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { defer, type Deferred } from '../../kernel/data/deferred.ts';
import { loadEntity } from '../../kernel/data/load-entity.ts';
import { $target } from '../../features/app/model.ts';
import { calculatorProduct } from '../../features/calculator/calculator-product.ts';
import { productJsonLd } from '../../kernel/seo/product-json-ld.ts';
import type { Crumb, PageSeo } from '../../kernel/seo/page-seo.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';
import { catalogueMessages } from '../../kernel/i18n/en/catalogue.ts';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';

export const messages = catalogueMessages;
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { withUnit } from '../../kernel/format/measure.ts';
import { AsyncSection, SectionLoading } from '../../kernel/ui/async-section.tsx';

const relatedCount = 4;
// The calculator and its texts load apart from the page's first load.
const ProductQuantity = lazyWithMessages(() => import('../../features/calculator/product-quantity.tsx'));
/** The MEDIA entry holding the technical sheet (spec §3). */
const technicalSheetTitle = 'FICHES_QCE';

interface ProductData {
  readonly product: Product;
  readonly related: Deferred<ProductCardPage>;
}

export const loader: PageLoader<ProductData> = async ({ api, match }) => {
  const product = await loadEntity<Product>(api, 'product', match.params.slug!, { parents: 1 });
  // The whole range (the top-level category) has more to show than a small sub-range.
  const categoryId = (product.parents?.[0] ?? product.categories[0])?.id;
  const related = api.call('GET /product', {
    query: { ...(categoryId === undefined ? {} : { categories: [categoryId] }), perPage: relatedCount + 1, page: 1 },
  }).then(toProductCards);
  // The page's state carries what the companions' cards show, not their every characteristic.
  const use_with = product.use_with.map((companion) => ({ ...toProductCard(companion), role: companion.role }));
  return { product: { ...product, use_with }, related: defer(related) };
};

export const meta = ({ data }: MetaArgs<ProductData>): PageSeo => {
  const { product } = data;
  const visual = product.medias.visuel[0]?.large ?? product.cover;
  return {
    title: product.name,
    description: product.extract,
    image: visual,
    openGraphType: 'product',
    salesPlanIds: product.exist_in,
    ...(product.slugs ? { slugs: product.slugs } : {}),
    breadcrumb: [
      ...(product.parents ?? product.categories.slice(0, 1)).map((category): Crumb => ({
        label: category.name,
        to: { name: 'category', params: { slug: category.slug } },
      })),
      { label: product.name },
    ],
    structuredData: (context) => [productJsonLd(product, context)],
  };
};

export default function ProductScreen() {
  const { product, related } = useLoaderData<ProductData>();
  const intl = useIntl();
  const target = useUnit($target);
  const sheet = product.medias.MEDIA.find((media) => media.title === technicalSheetTitle);
  const characteristics = characteristicsFor(target, product.caracteristics);
  const calculator = calculatorProduct(product);
  const calculatorAction = useHref()({ name: 'quantity-calculator' });
  return (
    <article className="product" aria-labelledby="page-heading">
      <div className="product__main">
        <Island name="product-gallery" component={ProductGallery} props={{ pictures: galleryPicturesOf(product) }} />
        <div className="product__summary">
          {product.category_name && <p className="product__range">{product.category_name}</p>}
          <h1 id="page-heading"><TitleWithMarks title={product.name} /></h1>
          <p className="product__reference">
            <FormattedMessage id="product.reference" values={{ reference: product.reference }} />
          </p>
          {product.medias.PICTO.length > 0 && (
            <ul className="pictos" aria-label={intl.formatMessage({ id: 'product.pictos' })}>
              {product.medias.PICTO.map((picto) => (
                <li key={picto.url}>
                  <Picture picture={{ ...picto, alt: '' }} slot="pictogram" />
                  <span>{picto.title}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="lead">{product.extract}</p>
          <Island name="pack-picker" component={VariantPicker} props={{ items: product.items.map(packChoiceOf) }} />
          <WhereToBuy />
          <ProductActions productId={product.id}>
            {calculator && (
              <a href="#quantity" className="button button--secondary">
                <FormattedMessage id="product.calculateQuantity" />
              </a>
            )}
            {sheet && (
              <span className="product-actions__document">
                <a href={sheet.url} className="button button--secondary download-link" type="application/pdf" target="_blank" rel="noopener">
                  <FormattedMessage id="product.technicalSheet" />
                  <NewTabHint />
                </a>{' '}
                <DocumentFile url={sheet.url} sizeBytes={sheet.size_bytes} className="download-link__file" />
              </span>
            )}
          </ProductActions>
        </div>
      </div>
      <section className="product__section" aria-labelledby="description-heading">
        <h2 id="description-heading">
          <FormattedMessage id="product.description" />
        </h2>
        <p>{product.description}</p>
      </section>
      <ApplicationSteps caracteristics={product.caracteristics} />
      {characteristics.length > 0 && (
        <section className="product__section" aria-labelledby="characteristics-heading">
          <h2 id="characteristics-heading">
            <FormattedMessage id="product.characteristics" />
          </h2>
          <dl className="characteristics">
            {characteristics.map((characteristic) => (
              <div key={characteristic.technical_name}>
                <dt>{characteristic.label}</dt>
                <dd>{characteristic.unit ? withUnit(characteristic.value, characteristic.unit) : characteristic.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {calculator && (
        <section className="product__section" id="quantity" aria-labelledby="quantity-heading">
          <h2 id="quantity-heading">
            <FormattedMessage id="product.quantity" />
          </h2>
          <Suspense fallback={<SectionLoading keepsRoom />}>
            <Island name="product-quantity" component={ProductQuantity} props={{ product: calculator, action: calculatorAction }} />
          </Suspense>
        </section>
      )}
      <UseWith companions={product.use_with} />
      <section className="product__section" aria-labelledby="related-heading">
        <h2 id="related-heading">
          <FormattedMessage id="product.related" />
        </h2>
        <AsyncSection value={related} loading="placeholder">
          {(page) => {
            const others = page.items.filter((item) => item.id !== product.id).slice(0, relatedCount);
            return others.length > 0 ? <ProductGrid products={others} /> : <p><FormattedMessage id="product.noRelated" /></p>;
          }}
        </AsyncSection>
      </section>
    </article>
  );
}
