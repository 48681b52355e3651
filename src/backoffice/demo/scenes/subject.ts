import type { Canvas, Frame } from './canvas.ts';

/** What a scene shows (a crack being filled, a facade under scaffold…), composed one way, and how to draw it. */
export interface Subject {
  readonly id: string;
  /** Whether the drawing still reads true flipped left to right (no map, no figures, no text). */
  readonly mirrorable: boolean;
  /** The picture's shape: the push visual's (370 x 300) unless said otherwise. */
  readonly frame?: Frame;
  draw(canvas: Canvas): void;
}
