import type { Picture } from '../../shared/kernel/api/contract.ts';

/** A scene picture (a visual) is drawn by the back office, by its name, on its first request (media-library.ts). */
export const VISUAL_SIZE = { width: 370, height: 300 } as const;
/** The widths a scene is offered at: a push card on a phone up to a full-width hero (decision 140). */
export const VISUAL_WIDTHS = [370, 740, 1110, 1600];

export function visual(name: string, alt: string): Picture {
  return {
    url: `/media/visual/${name}.png`,
    webp: `/media/visual/${name}.webp`,
    avif: `/media/visual/${name}.avif`,
    alt,
    title: alt,
    ...VISUAL_SIZE,
    widths: VISUAL_WIDTHS,
  };
}
