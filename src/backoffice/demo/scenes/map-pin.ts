import { darker, lighter } from './canvas.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** A folded paper map with coast, roads and pins, the main pin standing out: where to find us. */
export const mapPin: Subject = {
  id: 'map-pin',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const paper = '#f4efe4';
    const sea = variation.pick(['#bcd9e8', '#c6e0e6', '#b7d3e6']);
    const land = variation.pick(['#e9e2cc', '#e3e6cf', '#efe3cf']);
    const desk = variation.pick(['#b98355', '#8f6a4e', '#c8a27a', '#6f8fa6']);
    canvas.add(
      `<rect width="1480" height="1200" fill="${desk}"/>`,
      canvas.shadow(760, 1080, 640, 60, 0.35),
      // Three folded panels of the map, each lit a little differently.
      `<path d="M140 140L600 100L640 1060L180 1100Z" fill="${sea}"/>`,
      `<path d="M600 100L1000 140L980 1100L640 1060Z" fill="${darker(sea, 0.05)}"/>`,
      `<path d="M1000 140L1360 100L1340 1060L980 1100Z" fill="${lighter(sea, 0.1)}"/>`,
      // The coast and the land.
      `<path d="M520 104C560 300 480 420 560 560C640 700 560 860 640 1060L980 1100L1000 140Z" fill="${land}"/>`,
      `<path d="M1000 140L1360 100L1340 1060L980 1100Z" fill="${lighter(land, 0.1)}"/>`,
      `<path d="M520 104C560 300 480 420 560 560C640 700 560 860 640 1060" stroke="${darker(sea, 0.2)}" stroke-width="6" fill="none"/>`,
      // Roads and a river.
      `<path d="M560 300C800 320 1000 280 1350 360M600 700C800 640 1100 760 1340 700M820 120C860 400 780 700 880 1080" stroke="#f3b56b" stroke-width="18" fill="none"/>`,
      `<path d="M560 300C800 320 1000 280 1350 360M600 700C800 640 1100 760 1340 700M820 120C860 400 780 700 880 1080" stroke="#ffffff" stroke-width="4" fill="none" stroke-dasharray="20 16"/>`,
      `<path d="M1340 520C1200 540 1100 480 1000 560" stroke="${sea}" stroke-width="14" fill="none"/>`,
      `<path d="M600 100L640 1060M1000 140L980 1100" stroke="${darker(paper, 0.2)}" stroke-width="4" opacity="0.7"/>`,
    );
    const pins: [number, number, number][] = [
      [700, 420, 0.6],
      [1160, 820, 0.6],
      [1180, 300, 0.6],
      [880, 660, 1],
    ];
    for (const [x, y, size] of pins) {
      const color = size === 1 ? variation.accent : '#c4553f';
      canvas.add(
        canvas.shadow(x + 20 * size, y + 6, 50 * size, 14 * size, 0.35),
        `<g transform="translate(${x} ${y}) scale(${size})"><path d="M0 0C-30 -90 -110 -140 -110 -230A110 110 0 0 1 110 -230C110 -140 30 -90 0 0Z" fill="${color}"/><circle cx="0" cy="-230" r="44" fill="#ffffff"/><path d="M-60 -300A90 90 0 0 1 20 -330" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.45" stroke-linecap="round"/></g>`,
      );
    }
    vignette(canvas);
  },
};
