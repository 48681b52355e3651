/** The crew of the scenes: clothes, skin and hair picked by the visual's name. */
import type { Canvas } from './canvas.ts';
import { SKINS } from './figures.ts';

export interface Outfit {
  readonly shirt: string;
  readonly trousers: string;
  readonly skin: string;
  readonly hair: string;
}

export function outfitOf(canvas: Canvas): Outfit {
  const { variation } = canvas;
  return {
    shirt: variation.accent,
    trousers: variation.pick(['#e9e6df', '#3c4a5c', '#5d6670', '#f3f1ec']),
    skin: variation.pick(SKINS),
    hair: variation.pick(['#2b2420', '#4a3424', '#7a5a3a', '#1f1c1a', '#9a8f86']),
  };
}
