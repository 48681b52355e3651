import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../api/entities/catalogue.ts';
import type { Picture as PictureData } from '../api/entities/site.ts';
import { Picture } from './picture.tsx';

const galleryOf = (product: Product): PictureData[] => [...product.medias.visuel.map((visual) => visual.large), ...product.medias.AMBIANCE];

/** The product's visuals then its ambiance pictures: one large, the others as thumbnails. */
export function ProductGallery({ product }: { readonly product: Product }) {
  const intl = useIntl();
  const pictures = galleryOf(product);
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? product.cover;
  return (
    <div className="gallery">
      <div className="gallery__stage">
        <Picture picture={shown} width={shown.width} height={shown.height} eager />
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
