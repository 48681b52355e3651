import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { useHref } from '../app/router-context.tsx';
import { Picture } from '../app/picture.tsx';
import { ClientLink } from '../app/link.tsx';
import { scanRestarted, type ScanMatch } from './lookup-model.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

/** The product a barcode names and its variant (the pack), with the way back to the camera. */
export function ScanResultCard({ match }: { readonly match: ScanMatch }) {
  const href = useHref();
  const restart = useUnit(scanRestarted);
  const { product, item } = match;
  // The product page selects the variant named in the hash (spec §2: slug#variantReference).
  const productHref = `${href({ name: 'product', params: { slug: product.slug } })}#${item.reference}`;
  return (
    <article className="scan-result" aria-labelledby="scan-result-name">
      <p className="scan-result__status" role="status">
        <FormattedMessage id="scan.found" />
      </p>
      <Picture picture={product.cover} alt="" slot="scanResult" className="scan-result__visual" />
      <h3 id="scan-result-name" className="scan-result__name">
        <TitleWithMarks title={product.name} />
      </h3>
      {product.category_name && <p className="scan-result__range">{product.category_name}</p>}
      <p className="scan-result__variant">
        <FormattedMessage id="scan.variant" values={{ label: item.label, reference: item.reference, ean: item.ean13 }} />
      </p>
      <p className="scan-result__actions">
        <ClientLink href={productHref} className="button">
          <FormattedMessage id="scan.view" />
        </ClientLink>
        <button type="button" className="button button--secondary" onClick={() => restart()}>
          <FormattedMessage id="scan.again" />
        </button>
      </p>
    </article>
  );
}
