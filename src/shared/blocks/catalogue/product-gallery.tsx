import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../kernel/api/entities/catalogue.ts';
import type { Picture as PictureData } from '../../kernel/api/entities/site.ts';
import { packKindOf } from '../../features/calculator/calculator-product.ts';
import { Picture } from '../../features/app/picture.tsx';
import { useChosenVariant } from './variant-picker.tsx';

/** A picture as the gallery draws it: its files and alt text (Picture), not its title. */
type GalleryPicture = Pick<PictureData, 'url' | 'webp' | 'avif' | 'alt' | 'width' | 'height' | 'widths'>;

/** What the gallery island shows: the packshots by pack, the ambiance pictures, the names. */
export interface GalleryPictures {
  readonly name: string;
  readonly pack: ReturnType<typeof packKindOf>;
  readonly packs: readonly { readonly id: number; readonly reference: string; readonly size: number }[];
  readonly packshots: readonly GalleryPicture[];
  readonly ambiance: readonly GalleryPicture[];
  /** The product's cover, for a product with neither packshot nor ambiance picture only. */
  readonly cover?: GalleryPicture;
}

const galleryPicture = ({ url, webp, avif, alt, width, height, widths }: PictureData): GalleryPicture => ({ url, webp, avif, alt, width, height, widths });

export function galleryPicturesOf(product: Product): GalleryPictures {
  const packshots = product.medias.visuel.map((visual) => galleryPicture(visual.large));
  const ambiance = product.medias.AMBIANCE.map(galleryPicture);
  return {
    name: product.name,
    pack: packKindOf(product),
    packs: product.items.map((item) => ({ id: item.id, reference: item.reference, size: item.pack_size })),
    packshots,
    ambiance,
    cover: packshots.length + ambiance.length > 0 ? undefined : galleryPicture(product.cover),
  };
}

/** The gallery of the pack chosen in the pack picker (a new pack shows its own packshot first): an island. */
export function ProductGallery({ pictures }: { readonly pictures: GalleryPictures }) {
  const pack = useChosenVariant(pictures.packs);
  return <PackGallery key={pack?.reference} pictures={pictures} pack={pack} />;
}

/**
 * The chosen pack's packshot then the product's ambiance pictures: one large, the others as
 * thumbnails. The back office draws a packshot per pack size, in the order of the product's
 * items, its net weight printed on it; a product with fewer packshots shows its first.
 */
function PackGallery({ pictures: gallery, pack }: { readonly pictures: GalleryPictures; readonly pack: GalleryPictures['packs'][number] | undefined }) {
  const intl = useIntl();
  const visuals = gallery.packshots;
  const visual = visuals[gallery.packs.findIndex((item) => item.id === pack?.id)] ?? visuals[0];
  const packshot =
    visual && pack ? { ...visual, alt: intl.formatMessage({ id: 'product.packshot' }, { name: gallery.name, size: intl.formatNumber(pack.size), pack: gallery.pack }) } : visual;
  const pictures = packshot ? [packshot, ...gallery.ambiance] : gallery.ambiance;
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? gallery.cover;
  if (!shown) return null;
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
