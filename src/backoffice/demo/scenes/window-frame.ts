import { darker, lighter, mix } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** A wooden casement window seen from outside, its rotten bottom corner rebuilt with wood filler. */
export const windowFrame: Subject = {
  id: 'window-frame',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const { time } = variation;
    const wood = variation.pick(['#b98355', '#a86f45', '#c99866', '#9c6a45']);
    const render = variation.pick(['#efe6d6', '#e6e1d6', '#f1e2d3', '#dfe2d6']);
    const member = (x: number, y: number, width: number, height: number) =>
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${canvas.linear(
        [
          [0, lighter(wood, 0.18)],
          [1, darker(wood, 0.14)],
        ],
        0,
        0,
        width > height ? 0 : 1,
        width > height ? 1 : 0,
      )}"/>` + `<path d="M${x + 12} ${y + 12}${width > height ? `H${x + width - 12}` : `V${y + height - 12}`}" stroke="${darker(wood, 0.2)}" stroke-width="4" opacity="0.5"/>`;
    const glass = canvas.linear([
      [0, mix(time.sky[0], '#3c4a5c', 0.25)],
      [1, mix(time.sky[1], '#3c4a5c', 0.35)],
    ]);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, lighter(render, 0.3)],
          [1, darker(render, 0.1)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      // Reveal, frame, two sashes with glazing bars, the sill.
      `<rect x="210" y="40" width="1060" height="1000" fill="${darker(render, 0.2)}"/>`,
      member(240, 60, 1000, 70),
      member(240, 60, 70, 900),
      member(1170, 60, 70, 900),
      member(705, 130, 70, 830),
      `<rect x="310" y="130" width="395" height="780" fill="${glass}"/><rect x="775" y="130" width="395" height="780" fill="${glass}"/>`,
      `<path d="M360 300L560 170V330L360 460Z M830 300L1030 170V330L830 460Z" fill="#ffffff" opacity="0.22"/>`,
      member(310, 500, 395, 40),
      member(775, 500, 395, 40),
      member(240, 890, 1000, 80),
      `<path d="M180 970H1300L1340 1040H140Z" fill="${lighter(render, 0.3)}"/><rect x="140" y="1040" width="1200" height="30" fill="${darker(render, 0.25)}"/>`,
      `<rect x="140" y="1070" width="1200" height="60" fill="#1b2330" opacity="0.12"/>`,
      // The repair in the bottom rail: rotten wood cut back, filler built up to the profile.
      `<path d="M330 892C380 870 470 880 520 905L510 968H330Z" fill="${darker(wood, 0.55)}"/>`,
      `<path d="M330 892C380 870 430 876 460 886L450 968H330Z" fill="${lighter(wood, 0.22)}"/>`,
      `<path d="M335 900C380 884 420 886 452 894" stroke="${lighter(wood, 0.45)}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      `<path d="M250 900Q290 940 250 960M540 910q20 30 -10 55" stroke="${darker(wood, 0.35)}" stroke-width="5" fill="none"/>`,
    );
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 200) + `<path d="M220 -50C270 -50 280 0 270 40L230 50Z" fill="${lighter(wood, 0.22)}"/>`,
      grip: [880, 1080],
      angle: -168,
      scale: 1.35,
      from: [1650, 1400],
    });
    vignette(canvas);
  },
};
