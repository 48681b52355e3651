import { useUnit } from 'effector-react';
import type { Picture as PictureData } from '../api/entities/site.ts';
import { $supportsWebp } from '../features/app/model.ts';

export const pictureSizes = {
  /** Product cards (spec §9). */
  card: { width: 240, height: 240 },
  /** Push and slider visuals (spec §9). */
  push: { width: 370, height: 300 },
} as const;

interface PictureProps {
  readonly picture: Pick<PictureData, 'url' | 'webp' | 'alt'>;
  readonly width: number;
  readonly height: number;
  /** Above the fold: loaded at once and with priority (the page's largest picture). */
  readonly eager?: boolean;
  /** Overrides the media's alt text (empty for a picture that only decorates a labelled link). */
  readonly alt?: string;
  readonly className?: string;
}

/**
 * A back-office visual: WebP for requests that accept it (spec §4), PNG otherwise; width and
 * height always set so nothing shifts while it loads; lazy below the fold.
 */
export function Picture({ picture, width, height, eager = false, alt, className }: PictureProps) {
  const supportsWebp = useUnit($supportsWebp);
  return (
    <picture className={className}>
      {supportsWebp && <source srcSet={picture.webp} type="image/webp" />}
      <img
        src={picture.url}
        alt={alt ?? picture.alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
