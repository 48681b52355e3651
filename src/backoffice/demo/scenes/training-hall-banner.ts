import { BANNER_FRAME, PALETTE, darker, lighter, lit, n } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { hawk, trowel, wideBlade } from './tools.ts';

/**
 * The training slide: the maker's training hall, a row of practice booths along the wall, each a
 * stage further on (bare boards, taped joints, a first coat, a finished wall). Two trainees work
 * at theirs, the trainer turns to them from the finished one. Light falls from the high windows;
 * the left, under the slide's text, is the hall's quiet end wall with the tools racked on it.
 */
export const trainingHallBanner: Subject = {
  id: 'training-hall-banner',
  mirrorable: false,
  frame: BANNER_FRAME,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 900;
    interior(canvas, { floorY, window: null, floor: 'concrete', grain: 0.35 });
    // High windows: a band of daylight under the ceiling, their light falling in patches below.
    const panes: string[] = [];
    for (let x = 60; x < 3000; x += 300) panes.push(`<rect x="${x}" y="40" width="260" height="120" rx="4" fill="${canvas.linear([[0, variation.time.sky[0]], [1, lit(variation.time.sky[1], 0.4)]])}"/>`);
    canvas.add(`<rect y="20" width="3000" height="160" fill="${darker(variation.wall, 0.2)}"/>`, ...panes);
    sunPatch(canvas, { x: 200, y: 300, width: 900, height: 200, slant: 380, panes: [3, 1], softness: 16 });
    // The tool rack on the end wall.
    canvas.add(
      `<rect x="260" y="560" width="820" height="24" rx="6" fill="${darker('#a77b55', 0.1)}"/>`,
      ...[360, 520, 680, 840, 980].map((x, index) => placed(x, 600, 90, 0.45, index % 2 === 0 ? wideBlade(canvas, PALETTE.brand, 300) : trowel(canvas))),
    );
    // The booths: plasterboard on a frame, one stage of the job each.
    const boothWidth = 400;
    const stages = ['bare', 'taped', 'coated', 'finished'] as const;
    stages.forEach((stage, index) => {
      const x = 1240 + index * 430;
      const board = '#e4e6e3';
      const parts: string[] = [
        `<rect x="${x - 14}" y="230" width="${boothWidth + 28}" height="${floorY - 230}" fill="${darker('#c3cad2', 0.2)}"/>`,
        `<rect x="${x}" y="250" width="${boothWidth}" height="${floorY - 250 - 20}" fill="${canvas.linear([[0, lit(board, 0.2)], [1, darker(board, 0.08)]])}"/>`,
      ];
      const joint = x + boothWidth / 2;
      if (stage === 'bare') {
        const screws: string[] = [];
        for (let y = 300; y < floorY - 40; y += 80) screws.push(`M${joint - 10} ${y}h6M${x + 20} ${y}h6M${x + boothWidth - 26} ${y}h6`);
        parts.push(`<path d="M${joint} 250V${floorY - 20}" stroke="${darker(board, 0.3)}" stroke-width="5"/><path d="${screws.join('')}" stroke="${darker(board, 0.45)}" stroke-width="6" stroke-linecap="round"/>`);
      } else if (stage === 'taped') {
        parts.push(`<rect x="${joint - 30}" y="250" width="60" height="${floorY - 270}" fill="#f4efe3"/><path d="M${joint - 30} 250V${floorY - 20}" stroke="${darker('#f4efe3', 0.2)}" stroke-width="3"/>`);
      } else if (stage === 'coated') {
        parts.push(`<rect x="${joint - 130}" y="250" width="260" height="${floorY - 270}" fill="${canvas.linear([[0, '#faf8f2', 0], [0.3, '#faf8f2'], [0.7, '#faf8f2'], [1, '#faf8f2', 0]], 0, 0, 1, 0)}"/>`);
      } else {
        parts.push(`<rect x="${x}" y="250" width="${boothWidth}" height="${floorY - 270}" fill="${lighter(variation.accent, 0.82)}"/>`);
      }
      canvas.add(canvas.castShadow(parts.join(''), { distance: 30, softness: 14, opacity: 0.25 }));
    });
    // Two trainees at their booths, the trainer beside the finished one, turned to them.
    const trainer = outfitOf(canvas);
    const trainee = (x: number, shirt: string, hands: readonly [[number, number], [number, number]]) =>
      worker(canvas, {
        feet: [x, 1060],
        height: 640,
        hands,
        shirt,
        trousers: darker('#3c4a5c', variation.random() * 0.2),
        skin: variation.pick(['#8d5a3b', '#d9a27c', '#f1c7a5', '#b87a55']),
        hair: variation.pick(['#2b2420', '#7a5a3a', '#1f1c1a']),
        fromBehind: true,
      });
    // Seen from behind, each reaches out to the board beside them, the tool beyond the hand.
    canvas.add(placed(1290, 520, 195, 0.5, wideBlade(canvas, PALETTE.brand, 360)));
    trainee(1460, variation.pick([PALETTE.slate, '#5b6b4e', '#7a4b3a']), [[1290, 520], [1580, 760]]);
    canvas.add(placed(2480, 520, -15, 0.42, trowel(canvas)), placed(2160, 760, 180, 0.55, hawk(canvas, '#f6f4ef')));
    trainee(2300, variation.pick(['#8a8f96', '#c98b6b', PALETTE.brandDeep]), [[2160, 760], [2470, 540]]);
    worker(canvas, { feet: [2760, 1090], height: 700, hands: [[2640, 720], [2880, 760]], ...trainer, shirt: PALETTE.brand, cap: undefined });
    canvas.add(`<path d="${[0, 1, 2, 3].map((index) => `M${n(1240 + index * 430)} ${floorY + 6}h${boothWidth}`).join('')}" stroke="${PALETTE.shade}" stroke-width="10" opacity="0.2"/>`);
    vignette(canvas);
  },
};
