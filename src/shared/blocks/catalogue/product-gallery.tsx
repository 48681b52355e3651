import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductItem } from '../../kernel/api/entities/catalogue.ts';
import { packKindOf } from '../../features/calculator/calculator-product.ts';
import { Picture } from '../../features/app/picture.tsx';

interface ProductGalleryProps {
  readonly product: Product;
  /** The pack chosen in the pack selector: its own packshot is shown, described as that pack. */
  readonly pack: ProductItem | undefined;
}

/**
 * The chosen pack's packshot then the product's ambiance pictures: one large, the others as
 * thumbnails. The back office draws a packshot per pack size, in the order of the product's
 * items, its net weight printed on it; a product with fewer packshots shows its first.
 */
export function ProductGallery({ product, pack }: ProductGalleryProps) {
  const intl = useIntl();
  const visuals = product.medias.visuel;
  const visual = (visuals[product.items.findIndex((item) => item.id === pack?.id)] ?? visuals[0])?.large;
  const packshot =
    visual && pack
      ? { ...visual, alt: intl.formatMessage({ id: 'product.packshot' }, { name: product.name, size: intl.formatNumber(pack.pack_size), pack: packKindOf(product) }) }
      : visual;
  const pictures = packshot ? [packshot, ...product.medias.AMBIANCE] : product.medias.AMBIANCE;
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? product.cover;
  return (
    <div className="gallery">
      <div className="gallery__stage">
        <Picture picture={shown} slot="galleryMain" priority />
      </div>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label={intl.formatMessage({ id: 'product.gallery' })}>
          {pictures.map((picture, position) => (
            <li key={`${picture.url}-${position}`}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={intl.formatMessage({ id: 'product.showPicture' }, { number: position + 1, alt: picture.alt })}
                onClick={() => setIndex(position)}
              >
                <Picture picture={picture} alt="" slot="galleryThumb" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
