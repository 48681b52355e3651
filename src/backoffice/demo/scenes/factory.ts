import { type Canvas, PALETTE, darker, lighter, lit, mix, n } from './canvas.ts';
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
  const accent = variation.accent;
  canvas.add(
    `<rect width="1480" height="1200" fill="${canvas.linear([
      [0, time.sky[0]],
      [1, time.sky[1]],
    ])}"/>`,
  );
  landscape(canvas, time.sky[1]);
  stackAndSilos(canvas);
  hall(canvas, cladding, accent, time.sky[0]);
  yard(canvas);
  lorry(canvas, accent);
  pallet(canvas, 150, 1075, accent);
  vignette(canvas);
}

/** Clouds, two ranges of hills fading into the haze, trees and the meadow the works stand in. */
function landscape(canvas: Canvas, haze: string): void {
  const { variation } = canvas;
  const clouds = [0, 1, 2].map((index) => {
    const x = 180 + index * 470 + variation.between(-60, 60);
    const y = 120 + variation.between(0, 110);
    const fill = canvas.radial([
      [0, '#ffffff', 0.85],
      [0.6, '#ffffff', 0.45],
      [1, '#ffffff', 0],
    ]);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(variation.between(130, 200))}" ry="${n(variation.between(34, 52))}" fill="${fill}"/>`;
  });
  canvas.add(
    ...clouds,
    `<path d="M0 700Q260 610 560 680T1120 650T1480 690V900H0Z" fill="${mix(haze, PALETTE.sage, 0.42)}"/>`,
    `<path d="M0 770Q340 700 700 760T1480 740V900H0Z" fill="${mix(haze, PALETTE.leaf, 0.55)}"/>`,
  );
  // Trees either side of the works, lit from the upper left.
  const trees: string[] = [];
  for (const [x, y, r] of [
    [40, 770, 70],
    [120, 740, 90],
    [1330, 760, 80],
    [1420, 735, 95],
  ] as const) {
    const leaf = mix(PALETTE.leaf, '#2f5a3a', variation.between(0, 0.3));
    trees.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${canvas.radial(
        [
          [0, lit(leaf, 0.35)],
          [0.55, leaf],
          [1, darker(leaf, 0.35)],
        ],
        0.35,
        0.3,
        0.75,
      )}"/>`,
    );
  }
  canvas.add(
    ...trees,
    `<rect y="820" width="1480" height="380" fill="${canvas.linear([
      [0, '#b9cf9a'],
      [1, '#86a86c'],
    ])}"/>`,
  );
}

/** The kiln's stack with its steam, and three silos joined to the hall by a conveyor. */
function stackAndSilos(canvas: Canvas): void {
  const steam = canvas.radial([
    [0, '#ffffff', 0.75],
    [0.6, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ]);
  canvas.add(
    `<ellipse cx="330" cy="150" rx="70" ry="48" fill="${steam}"/><ellipse cx="420" cy="110" rx="95" ry="55" fill="${steam}"/><ellipse cx="540" cy="90" rx="120" ry="50" fill="${steam}"/>`,
    `<rect x="270" y="190" width="64" height="420" fill="${canvas.rounded('#c9ccd0', 270, 0, 334, 0)}"/>`,
    `<rect x="270" y="215" width="64" height="26" fill="${canvas.rounded(PALETTE.terracotta, 270, 0, 334, 0)}"/><rect x="270" y="265" width="64" height="26" fill="${canvas.rounded(PALETTE.terracotta, 270, 0, 334, 0)}"/>`,
    `<rect x="262" y="182" width="80" height="14" rx="3" fill="${darker('#c9ccd0', 0.25)}"/>`,
  );
  const silos: string[] = [];
  for (const x of [1110, 1225, 1340]) {
    const body = canvas.rounded(PALETTE.steel, x, 0, x + 105, 0);
    const rings = [0, 1, 2, 3, 4].map((ring) => `M${x} ${380 + ring * 90}h105`).join('');
    silos.push(
      `<rect x="${x}" y="330" width="105" height="500" fill="${body}"/>`,
      `<ellipse cx="${x + 52.5}" cy="330" rx="52.5" ry="30" fill="${canvas.rounded(lighter(PALETTE.steel, 0.2), x, 0, x + 105, 0)}"/>`,
      `<path d="${rings}" stroke="${darker(PALETTE.steel, 0.35)}" stroke-opacity="0.45" stroke-width="3"/>`,
    );
  }
  canvas.add(
    ...silos,
    // The ladder up the first silo, and the conveyor from the silos' tops to the hall's roof.
    `<path d="M1128 340V830M1146 340V830${Array.from({ length: 16 }, (_, step) => `M1128 ${360 + step * 30}h18`).join('')}" stroke="${darker(PALETTE.steel, 0.45)}" stroke-width="3"/>`,
    `<path d="M1130 300L1005 470L1030 488L1150 322Z" fill="${canvas.linear([
      [0, lighter(PALETTE.slate, 0.35)],
      [1, PALETTE.slate],
    ])}"/>`,
    `<path d="M1118 300H1420" stroke="${darker(PALETTE.steel, 0.4)}" stroke-width="8"/>`,
  );
}

/** The hall: saw-tooth roof lights, a lit front, its shaded side, loading docks and office windows. */
function hall(canvas: Canvas, cladding: string, accent: string, sky: string): void {
  const gables: string[] = [];
  for (let x = 170; x < 1050; x += 110) {
    gables.push(
      `<path d="M${x} 540V465L${x + 110} 540Z" fill="${canvas.linearAt(
        [
          [0, lit(cladding, 0.3)],
          [1, darker(cladding, 0.12)],
        ],
        x,
        465,
        x + 110,
        540,
      )}"/>`,
      `<path d="M${x} 540V465L${x + 22} 480V540Z" fill="${canvas.linear([
        [0, lighter(sky, 0.45)],
        [1, mix(sky, PALETTE.slate, 0.35)],
      ])}"/>`,
    );
  }
  const ribs = Array.from({ length: 44 }, (_, index) => `M${190 + index * 20} 610V860`).join('');
  const door = (x: number) =>
    `<rect x="${x}" y="690" width="140" height="180" fill="${canvas.linear([
      [0, lighter(PALETTE.slate, 0.45)],
      [1, lighter(PALETTE.slate, 0.15)],
    ])}"/><path d="${Array.from({ length: 11 }, (_, slat) => `M${x} ${706 + slat * 15}h140`).join('')}" stroke="${darker(PALETTE.slate, 0.1)}" stroke-opacity="0.5" stroke-width="2"/>`;
  const window = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="220" height="70" fill="${canvas.linear(
      [
        [0, lighter(sky, 0.5)],
        [0.45, lighter(sky, 0.15)],
        [0.46, mix(sky, PALETTE.slate, 0.3)],
        [1, mix(sky, PALETTE.slate, 0.45)],
      ],
      0,
      0,
      1,
      1,
    )}"/><path d="M${x + 73} ${y}v70M${x + 147} ${y}v70" stroke="${lighter(cladding, 0.4)}" stroke-width="6"/>`;
  canvas.add(
    ...gables,
    // The side in shade, going back from the lit front.
    `<path d="M1050 540L1110 512V850L1050 880Z" fill="${darker(cladding, 0.32)}"/>`,
    `<rect x="170" y="540" width="880" height="340" fill="${canvas.linear(
      [
        [0, lit(cladding, 0.25)],
        [1, darker(cladding, 0.1)],
      ],
      0,
      0,
      1,
      0.4,
    )}"/>`,
    `<path d="${ribs}" stroke="${darker(cladding, 0.12)}" stroke-opacity="0.55" stroke-width="2"/>`,
    // The fascia in the maker's colour, its mark at the left.
    `<rect x="170" y="552" width="880" height="50" fill="${canvas.linear([
      [0, lighter(accent, 0.15)],
      [1, darker(accent, 0.12)],
    ])}"/>`,
    `<rect x="196" y="558" width="38" height="38" rx="6" fill="${PALETTE.brand}"/><path d="M215 566L229 590H201Z" fill="${PALETTE.amber}"/>`,
    `<rect x="248" y="567" width="150" height="9" rx="4" fill="#ffffff" opacity="0.9"/><rect x="248" y="582" width="96" height="7" rx="3" fill="#ffffff" opacity="0.7"/>`,
    door(230),
    door(410),
    // The third dock open: its dark inside and a pallet waiting in it.
    `<rect x="590" y="690" width="140" height="180" fill="${canvas.linear([
      [0, darker(PALETTE.slate, 0.55)],
      [1, darker(PALETTE.slate, 0.35)],
    ])}"/>`,
    `<rect x="610" y="808" width="100" height="52" rx="6" fill="${darker('#efe4cf', 0.35)}"/><rect x="610" y="822" width="100" height="12" fill="${darker(accent, 0.35)}"/>`,
    // The canopy over the docks and the shade it casts on them.
    `<rect x="210" y="690" width="540" height="40" fill="${canvas.linear([
      [0, PALETTE.shade, 0.35],
      [1, PALETTE.shade, 0],
    ])}"/>`,
    `<rect x="200" y="670" width="560" height="20" rx="3" fill="${canvas.linear([
      [0, lighter(PALETTE.slate, 0.4)],
      [1, PALETTE.slate],
    ])}"/>`,
    window(800, 650),
    window(800, 760),
    `<rect x="170" y="862" width="880" height="18" fill="${darker(cladding, 0.35)}"/>`,
  );
}

/** The yard in front of the hall, its markings, and the hall's shadow falling to the right. */
function yard(canvas: Canvas): void {
  const lines = [300, 480, 660].map((x) => `M${x} 880L${x + (x - 700) * 0.9} 1200`).join('');
  canvas.add(
    `<path d="M130 880H1150L1480 1100V1200H0V990Z" fill="${canvas.linear([
      [0, '#a3a8ad'],
      [1, '#868d94'],
    ])}"/>`,
    `<path d="${lines}" stroke="#f4f1ea" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="40 28"/>`,
    `<path d="M1050 880L1110 850L1330 955L1240 1000Z" fill="${PALETTE.shade}" opacity="0.22"/>`,
    canvas.shadow(610, 884, 470, 14, 0.3),
  );
}

/** A lorry along the hall, its trailer in the maker's colours, with its contact and cast shadows. */
function lorry(canvas: Canvas, accent: string): void {
  const trailer = '#f6f4ef';
  const cab = accent === PALETTE.brand ? PALETTE.amber : PALETTE.brand;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="1050" r="38" fill="${PALETTE.ink}"/><circle cx="${x}" cy="1050" r="17" fill="${canvas.radial([
      [0, lighter(PALETTE.steel, 0.3)],
      [1, darker(PALETTE.steel, 0.3)],
    ])}"/>`;
  canvas.add(
    `<path d="M560 1060L1190 1060L1290 1110L650 1110Z" fill="${PALETTE.shade}" opacity="0.2"/>`,
    canvas.shadow(880, 1084, 340, 22, 0.4),
    `<rect x="560" y="860" width="470" height="170" rx="6" fill="${canvas.linear(
      [
        [0, '#ffffff'],
        [1, darker(trailer, 0.12)],
      ],
      0,
      0,
      0.6,
      1,
    )}"/>`,
    `<rect x="560" y="940" width="470" height="34" fill="${canvas.linear([
      [0, lighter(PALETTE.brand, 0.12)],
      [1, darker(PALETTE.brand, 0.15)],
    ])}"/>`,
    `<rect x="590" y="884" width="40" height="40" rx="7" fill="${PALETTE.brand}"/><path d="M610 892L625 917H595Z" fill="${PALETTE.amber}"/>`,
    `<rect x="644" y="895" width="160" height="10" rx="5" fill="${PALETTE.brand}" opacity="0.85"/>`,
    `<rect x="560" y="1030" width="470" height="14" fill="${darker(PALETTE.slate, 0.3)}"/><rect x="720" y="1036" width="150" height="8" fill="${darker(PALETTE.slate, 0.1)}"/>`,
    // The cab, facing right: its windscreen, door and headlight.
    `<path d="M1040 920H1130Q1170 920 1178 965L1186 1030H1040Z" fill="${canvas.linear(
      [
        [0, lit(cab, 0.2)],
        [1, darker(cab, 0.25)],
      ],
      0,
      0,
      0.6,
      1,
    )}"/>`,
    `<path d="M1100 932H1130Q1158 932 1164 968L1166 985H1100Z" fill="${canvas.linear(
      [
        [0, '#e6f1f8'],
        [1, '#7d97ad'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    `<path d="M1090 935V1025" stroke="${darker(cab, 0.35)}" stroke-width="3"/><rect x="1172" y="1005" width="14" height="12" rx="3" fill="#fff3c8"/>`,
    `<rect x="1030" y="1018" width="160" height="18" rx="4" fill="${darker(PALETTE.slate, 0.35)}"/>`,
    wheel(640),
    wheel(725),
    wheel(960),
    wheel(1130),
  );
}

/** A pallet of sacks in the yard's corner, wrapped and waiting for the next lorry. */
function pallet(canvas: Canvas, x: number, y: number, accent: string): void {
  const paper = '#efe4cf';
  const sack = (left: number, top: number) =>
    `<rect x="${left}" y="${top}" width="110" height="46" rx="12" fill="${canvas.linear(
      [
        [0, lit(paper, 0.4)],
        [1, darker(paper, 0.18)],
      ],
      0,
      0,
      0.4,
      1,
    )}"/><rect x="${left}" y="${top + 16}" width="110" height="12" fill="${darker(accent, 0.05)}"/>`;
  canvas.add(
    canvas.shadow(x + 125, y + 4, 150, 14, 0.4),
    `<path d="M${x + 250} ${y}L${x + 320} ${y + 40}H${x + 70}L${x} ${y}Z" fill="${PALETTE.shade}" opacity="0.18"/>`,
    `<rect x="${x}" y="${y - 22}" width="250" height="22" fill="${canvas.linear([
      [0, lit(PALETTE.oak, 0.2)],
      [1, darker(PALETTE.oak, 0.2)],
    ])}"/><path d="M${x + 60} ${y - 12}h30M${x + 160} ${y - 12}h30" stroke="${darker(PALETTE.oak, 0.45)}" stroke-width="10"/>`,
    sack(x + 10, y - 70),
    sack(x + 130, y - 70),
    sack(x + 10, y - 118),
    sack(x + 130, y - 118),
    sack(x + 70, y - 166),
    // The stretch film's sheen.
    `<path d="M${x + 34} ${y - 150}L${x + 50} ${y - 96}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="7" stroke-linecap="round"/>`,
  );
}
