import { type Canvas, darker, lighter } from './canvas.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** The factory: saw-tooth halls, silos, a loading bay with a truck, under the variation's sky. */
export const factory: Subject = {
  id: 'factory',
  mirrorable: true,
  draw(canvas) {
    drawFactory(canvas);
  },
};

/** The maker's early days: the same works in the warm, faded tones of an old photograph. */
export const heritageWorks: Subject = {
  id: 'heritage-works',
  mirrorable: true,
  draw(canvas) {
    drawFactory(canvas);
    canvas.add(`<rect width="1480" height="1200" fill="#a27d4f" opacity="0.42"/>`, `<rect width="1480" height="1200" fill="#f3e3c3" opacity="0.2"/>`);
    canvas.add(`<rect x="30" y="30" width="1420" height="1140" fill="none" stroke="#fbf4e6" stroke-width="40"/>`);
  },
};

function drawFactory(canvas: Canvas): void {
  const { variation } = canvas;
  // Works are photographed at any hour: a clear morning or the glow of the evening.
  const time = variation.random() < 0.4 ? { ...variation.time, sky: ['#f2a46b', '#fde1bd'] as const } : variation.time;
  const cladding = variation.pick(['#e4e7ea', '#dcd6cc', '#d5dde2']);
  const teeth: string[] = [];
  for (let x = 160; x < 1100; x += 160) teeth.push(`L${x + 120} 420L${x + 160} 520`);
  canvas.add(
    `<rect width="1480" height="1200" fill="${canvas.linear([
      [0, time.sky[0]],
      [1, time.sky[1]],
    ])}"/>`,
    `<path d="M0 840Q500 760 900 820T1480 790V1200H0Z" fill="#a9c38f"/>`,
    // Silos and their gantry.
    `<rect x="1130" y="240" width="120" height="600" rx="60" fill="${canvas.linear([[0, '#f2f4f6'], [1, '#aeb6be']], 0, 0, 1, 0)}"/>`,
    `<rect x="1270" y="300" width="120" height="540" rx="60" fill="${canvas.linear([[0, '#f2f4f6'], [1, '#aeb6be']], 0, 0, 1, 0)}"/>`,
    `<path d="M1190 240V180H1330V300" stroke="#8e98a2" stroke-width="12" fill="none"/>`,
    // The halls with saw-tooth roof lights.
    `<path d="M160 520${teeth.join('')}V900H160Z" fill="${cladding}"/>`,
    `<rect x="160" y="520" width="960" height="380" fill="${canvas.linear([[0, lighter(cladding, 0.2)], [1, darker(cladding, 0.12)]])}"/>`,
    `<path d="M160 600H1120M160 680H1120M160 760H1120" stroke="${darker(cladding, 0.1)}" stroke-width="4"/>`,
    `<rect x="160" y="540" width="960" height="44" fill="${variation.accent}"/>`,
    `<rect x="260" y="700" width="180" height="200" fill="${darker(cladding, 0.3)}"/><rect x="500" y="700" width="180" height="200" fill="${darker(cladding, 0.3)}"/>`,
    `<rect x="760" y="640" width="300" height="120" fill="${lighter(time.sky[0], 0.2)}"/><path d="M860 640V760M960 640V760" stroke="#f6f4ef" stroke-width="8"/>`,
    `<rect x="60" y="260" width="60" height="640" fill="#b5553d"/><rect x="54" y="260" width="72" height="30" fill="#8f4a3a"/>`,
    `<circle cx="100" cy="200" r="50" fill="#ffffff" opacity="0.6"/><circle cx="150" cy="140" r="70" fill="#ffffff" opacity="0.45"/>`,
    // A truck at the loading bay, pallets of sacks.
    `<rect x="220" y="800" width="360" height="190" rx="10" fill="#f6f4ef"/><rect x="580" y="860" width="140" height="130" rx="14" fill="${variation.accent}"/><rect x="610" y="880" width="80" height="50" rx="6" fill="${lighter(time.sky[0], 0.3)}"/>`,
    `<circle cx="300" cy="1000" r="38" fill="#2c3036"/><circle cx="500" cy="1000" r="38" fill="#2c3036"/><circle cx="660" cy="1000" r="38" fill="#2c3036"/>`,
    `<rect x="820" y="930" width="200" height="20" fill="#b98355"/><rect x="830" y="860" width="85" height="70" rx="10" fill="#efe4cf"/><rect x="925" y="860" width="85" height="70" rx="10" fill="#efe4cf"/><rect x="875" y="792" width="85" height="70" rx="10" fill="#efe4cf"/>`,
    `<rect x="830" y="880" width="85" height="20" fill="${variation.accent}"/><rect x="925" y="880" width="85" height="20" fill="${variation.accent}"/><rect x="875" y="812" width="85" height="20" fill="${variation.accent}"/>`,
  );
  vignette(canvas);
}
