import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductItem } from '../api/entities/catalogue.ts';
import { packKindOf } from '../features/calculator/calculator-product.ts';
import type { Picture as PictureData } from '../api/entities/site.ts';
import { Picture } from './picture.tsx';

const galleryOf = (product: Product): PictureData[] => [...product.medias.visuel.map((visual) => visual.large), ...product.medias.AMBIANCE];

interface ProductGalleryProps {
  readonly product: Product;
  /** The pack chosen in the pack selector: the packshot is described and labelled as that pack. */
  readonly pack: ProductItem | undefined;
}

/**
 * The product's visuals then its ambiance pictures: one large, the others as thumbnails. The
 * back office draws one packshot per product, so the chosen pack shows in its text and its
 * weight label rather than in another picture.
 */
export function ProductGallery({ product, pack }: ProductGalleryProps) {
  const intl = useIntl();
  const pictures = galleryOf(product);
  const [index, setIndex] = useState(0);
  const packshotShown = index < product.medias.visuel.length && pack !== undefined;
  const picked = pictures[index] ?? product.cover;
  const shown = packshotShown
    ? { ...picked, alt: intl.formatMessage({ id: 'product.packshot' }, { name: product.name, size: intl.formatNumber(pack.pack_size), pack: packKindOf(product) }) }
    : picked;
  return (
    <div className="gallery">
      <div className="gallery__stage">
        <Picture picture={shown} width={shown.width} height={shown.height} eager />
        {packshotShown && (
          <span className="gallery__pack" aria-hidden="true">
            {intl.formatNumber(pack.pack_size)} kg
          </span>
        )}
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
                <Picture picture={picture} alt="" width={72} height={Math.round((72 * picture.height) / picture.width)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
