import { darker, lighter } from './canvas.ts';
import { heldTool, placed } from './figures.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { roller } from './tools.ts';

/** A primer going on with a roller: the treated half of the wall a shade deeper, a tray below. */
export const primerRoller: Subject = {
  id: 'primer-roller',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { window: null, floorY: 1040 });
    const primer = variation.pick(['#dfe9f2', '#f3ead9', '#e6efe1']);
    const edge = 640 + variation.between(-60, 60);
    canvas.add(
      `<path d="M0 0H${edge}L${edge + 30} 140L${edge - 10} 300L${edge + 40} 520L${edge} 760L${edge + 30} 994H0Z" fill="${canvas.linear([
        [0, lighter(primer, 0.3)],
        [1, darker(primer, 0.06)],
      ])}"/>`,
      `<path d="M${edge - 240} 0V994M${edge - 480} 0V994" stroke="#ffffff" stroke-width="150" opacity="0.25"/>`,
      `<path d="M${edge} 0L${edge + 30} 140L${edge - 10} 300L${edge + 40} 520L${edge} 760L${edge + 30} 994" stroke="${darker(primer, 0.1)}" stroke-width="8" fill="none"/>`,
      // The paint tray on the floor.
      placed(
        1080,
        1120,
        0,
        1,
        canvas.shadow(0, 20, 300, 40) +
          `<path d="M-260 -40H260L220 40H-220Z" fill="#5b6775"/><path d="M-230 -36H120L90 20H-200Z" fill="${primer}"/><path d="M120 -36H240L210 20H90Z" fill="#6e7a88"/>`,
      ),
    );
    heldTool(canvas, {
      tool: roller(canvas, primer, variation.accent),
      grip: [edge + 330, 640],
      angle: -168,
      scale: 1.5,
      from: [1620, 1260],
    });
    vignette(canvas);
  },
};
