import type { Picture } from '../../shared/kernel/api/contract.ts';

/** A scene picture (a visual) is drawn by the back office, by its name, on its first request (media-library.ts). */
export const VISUAL_SIZE = { width: 370, height: 300 } as const;
/** The widths a scene is offered at: a push card on a phone up to a full-width hero (decision 140). */
export const VISUAL_WIDTHS = [370, 740, 1110, 1600];

/**
 * A hero slide's scene, drawn wide (5:2): across the content on wide screens, cropped round its
 * middle on phones (decision 197). Offered from a phone's crop at 1x up to the full content
 * width at 2x.
 */
export const BANNER_SIZE = { width: 1200, height: 480 } as const;
export const BANNER_WIDTHS = [800, 1200, 1600, 2400];

export function visual(name: string, alt: string): Picture {
  return pictureOf(name, alt, VISUAL_SIZE, VISUAL_WIDTHS);
}

export function bannerVisual(name: string, alt: string): Picture {
  return pictureOf(name, alt, BANNER_SIZE, BANNER_WIDTHS);
}

function pictureOf(name: string, alt: string, size: { readonly width: number; readonly height: number }, widths: number[]): Picture {
  return {
    url: `/media/visual/${name}.png`,
    webp: `/media/visual/${name}.webp`,
    avif: `/media/visual/${name}.avif`,
    alt,
    title: alt,
    ...size,
    widths,
  };
}
