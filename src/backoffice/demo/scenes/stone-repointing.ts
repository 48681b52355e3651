import { darker, lighter, n } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** An old stone wall outdoors, its joints repointed with an exterior mortar. */
export const stoneRepointing: Subject = {
  id: 'stone-repointing',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const mortar = '#e6dccb';
    const stones = ['#c8b59a', '#b9a284', '#d3c3a8', '#a99277', '#c2a98a'];
    // Old joints, dark and eroded; to the left of the knife they are already repointed in pale mortar.
    const repointed = 620 + variation.between(-80, 80);
    canvas.add(
      `<rect width="1480" height="1200" fill="${darker(mortar, 0.45)}"/>`,
      `<path d="M0 0H${n(repointed)}C${n(repointed + 60)} 400 ${n(repointed - 40)} 800 ${n(repointed + 40)} 1200H0Z" fill="${mortar}"/>`,
    );
    // Courses of irregular stones, sunlit from the top left.
    let y = -40;
    let row = 0;
    while (y < 1200) {
      const height = 150 + variation.random() * 60;
      let x = row % 2 === 0 ? -60 : -140;
      while (x < 1480) {
        const width = 190 + variation.random() * 140;
        const color = variation.pick(stones);
        const inset = 16;
        canvas.add(
          `<path d="M${n(x + inset)} ${n(y + inset + variation.random() * 8)}L${n(x + width - inset)} ${n(y + inset)}L${n(x + width - inset + 4)} ${n(y + height - inset)}L${n(x + inset - 4)} ${n(y + height - inset - variation.random() * 8)}Z" fill="${color}" stroke="${lighter(color, 0.2)}" stroke-width="6" stroke-linejoin="round"/>`,
        );
        x += width;
      }
      y += height;
      row++;
    }
    // The left part's joints freshly filled with pale mortar.
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, '#fff3dc', 0.28],
          [1, '#1b2330', 0.1],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 180) + `<path d="M200 -40C250 -50 260 0 250 30L210 40Z" fill="${mortar}"/>`,
      grip: [repointed + 480, 860],
      angle: -150,
      scale: 1.6,
      from: [1700, 1300],
    });
    vignette(canvas);
  },
};
