import type { Canvas } from './canvas.ts';

/** What a scene shows (a crack being filled, a facade under scaffold…) and how to draw it. */
export interface Subject {
  readonly id: string;
  /** Whether the drawing still reads true flipped left to right (no map, no figures, no text). */
  readonly mirrorable: boolean;
  draw(canvas: Canvas): void;
}
