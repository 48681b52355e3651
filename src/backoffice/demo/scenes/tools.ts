/**
 * The maker's tools and products, each drawn around its own origin so a scene places it with
 * `placed(x, y, angle, scale, …)`. Hand tools have the grip at the origin and the working end
 * along +x; containers and machines stand on the origin. They are modelled in the key light
 * (decision 197): brushed steel with its bright edge, plastic with a sheen, paper sacks with
 * their creases, each standing in a soft contact shadow.
 */
import { type Canvas, PALETTE, darker, lighter, lit, n } from './canvas.ts';

/** Brushed steel: a bright band where it catches the light between two darker ones. */
function steel(canvas: Canvas): string {
  return canvas.linear(
    [
      [0, '#f6f8fa'],
      [0.38, '#c2c9d1'],
      [0.52, '#eef1f4'],
      [0.7, '#aab3bd'],
      [1, '#8a95a1'],
    ],
    0,
    0,
    1,
    1,
  );
}

/** A handle from x0 to x1, `thick` across, in plastic or wood, with its sheen. */
function handle(canvas: Canvas, x0: number, x1: number, thick: number, color: string): string {
  return (
    `<rect x="${x0}" y="${-thick / 2}" width="${x1 - x0}" height="${thick}" rx="${thick / 2}" fill="${canvas.linear([
      [0, lit(color, 0.3)],
      [0.3, color],
      [0.75, darker(color, 0.3)],
      [1, darker(color, 0.15)],
    ])}"/>` + `<rect x="${x0 + thick * 0.4}" y="${-thick * 0.32}" width="${x1 - x0 - thick * 0.8}" height="${thick * 0.12}" rx="${thick * 0.06}" fill="#ffffff" opacity="0.35"/>`
  );
}

/** A filling knife: a flexible steel blade widening to its edge. */
export function fillingKnife(canvas: Canvas, color: string = PALETTE.orange, bladeLength = 260): string {
  const edge = 50 + bladeLength;
  return (
    handle(canvas, -170, 30, 50, color) +
    `<rect x="20" y="-24" width="40" height="48" rx="6" fill="${canvas.linear([
      [0, '#dde2e7'],
      [1, '#8e98a2'],
    ])}"/>` +
    `<path d="M56 -22L${edge} -64L${edge} 64L56 22Z" fill="${steel(canvas)}"/>` +
    `<path d="M56 -22L${edge} -64" stroke="#ffffff" stroke-width="4" opacity="0.8"/>` +
    `<path d="M${edge - 4} -64V64" stroke="#ffffff" stroke-width="6" opacity="0.8"/>` +
    `<circle cx="-140" cy="0" r="8" fill="${darker(color, 0.45)}"/>`
  );
}

/** A wide smoothing or taping blade: a long straight steel edge across the end of its handle. */
export function wideBlade(canvas: Canvas, color: string = PALETTE.brand, width = 520): string {
  const half = width / 2;
  return (
    handle(canvas, -190, 10, 56, color) +
    `<path d="M0 -40L40 -${half * 0.5}L40 ${half * 0.5}L0 40Z" fill="${canvas.linear([
      [0, '#c3cad2'],
      [1, '#7f8a95'],
    ])}"/>` +
    `<rect x="36" y="${-half}" width="86" height="${width}" rx="6" fill="${steel(canvas)}"/>` +
    `<rect x="114" y="${-half}" width="8" height="${width}" fill="#ffffff" opacity="0.9"/>` +
    `<rect x="36" y="${-half}" width="22" height="${width}" fill="${canvas.linear([
      [0, lit(color, 0.2)],
      [1, darker(color, 0.2)],
    ])}"/>`
  );
}

/** A plasterer's finishing trowel seen from behind while it presses on the wall. */
export function trowel(canvas: Canvas, color = '#8a5a35'): string {
  return (
    `<rect x="-250" y="-86" width="500" height="172" rx="40" fill="${steel(canvas)}"/>` +
    `<rect x="-250" y="-86" width="500" height="172" rx="40" fill="none" stroke="#8c96a0" stroke-width="6"/>` +
    `<rect x="-236" y="-76" width="472" height="20" rx="10" fill="#ffffff" opacity="0.55"/>` +
    `<rect x="-150" y="-12" width="300" height="24" rx="10" fill="#7f8a95"/>` +
    `<path d="M-110 0V-40M110 0V-40" stroke="#6d7782" stroke-width="18"/>` +
    `<g transform="translate(0 -46)">${handle(canvas, -140, 140, 56, color)}</g>`
  );
}

/** A hawk (the square board plasterers carry compound on) with a heap of compound. */
export function hawk(canvas: Canvas, compound: string): string {
  return (
    `<rect x="-20" y="0" width="40" height="170" rx="16" fill="${canvas.linear(
      [
        [0, lit(PALETTE.terracotta, 0.2)],
        [1, darker(PALETTE.terracotta, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M-240 -10L200 -60L250 30L-190 80Z" fill="${steel(canvas)}" stroke="#8c96a0" stroke-width="5"/>` +
    `<path d="M-120 10C-110 -70 60 -90 90 -20C110 20 -40 50 -120 10Z" fill="${canvas.linear([
      [0, lighter(compound, 0.5)],
      [1, darker(compound, 0.12)],
    ])}"/>` +
    `<path d="M-80 -10C-40 -50 30 -60 60 -30" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.7" stroke-linecap="round"/>`
  );
}

/** A paint roller: handle, bent frame and a pile sleeve loaded with `paint`. */
export function roller(canvas: Canvas, paint: string, color: string = PALETTE.ochre): string {
  return (
    handle(canvas, -230, 0, 54, color) +
    `<path d="M0 0H120V-200H170" stroke="#aab2ba" stroke-width="16" fill="none" stroke-linejoin="round"/>` +
    `<rect x="140" y="-210" width="110" height="420" rx="48" fill="${canvas.linear(
      [
        [0, lighter(paint, 0.35)],
        [0.45, paint],
        [1, darker(paint, 0.22)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M160 -180v360M190 -190v380M220 -180v360" stroke="${darker(paint, 0.08)}" stroke-width="6" stroke-dasharray="10 14" opacity="0.6"/>`
  );
}

/** A long aluminium straight-edge (a darby), origin at its middle. */
export function straightEdge(canvas: Canvas, length = 1300): string {
  const half = length / 2;
  return (
    `<rect x="${-half}" y="-30" width="${length}" height="60" rx="6" fill="${canvas.linear([
      [0, '#f4f6f8'],
      [0.5, '#b9c1c9'],
      [1, '#8e98a2'],
    ])}"/>` +
    `<path d="M${-half} -8H${half}M${-half} 8H${half}" stroke="#8e98a2" stroke-width="3"/>` +
    `<path d="M${-half + 60} -30V30M${half - 60} -30V30" stroke="#6f7a85" stroke-width="6"/>`
  );
}

/** An airless spray gun with its tip guard; the hose leaves the grip downwards. */
export function sprayGun(canvas: Canvas, color: string = PALETTE.orange): string {
  return (
    `<path d="M-20 40C-20 120 -40 200 -90 260" stroke="${PALETTE.ink}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<rect x="-40" y="-20" width="60" height="90" rx="18" fill="${canvas.linear([
      [0, lit(color, 0.2)],
      [1, darker(color, 0.3)],
    ])}"/>` +
    `<rect x="-60" y="-50" width="250" height="60" rx="20" fill="${canvas.linear([
      [0, lit(color, 0.35)],
      [0.5, color],
      [1, darker(color, 0.3)],
    ])}"/>` +
    `<path d="M30 10C40 60 60 70 80 60" stroke="#3a3f46" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<rect x="190" y="-40" width="120" height="40" rx="8" fill="${steel(canvas)}"/>` +
    `<rect x="300" y="-56" width="36" height="72" rx="8" fill="${PALETTE.ink}"/>`
  );
}

/** A hose from point to point through the given middle points, a rubber tube with a sheen along it. */
export function hose(points: readonly (readonly [number, number])[], width = 18): string {
  const [first, ...rest] = points;
  let path = `M${n(first![0])} ${n(first![1])}`;
  // Smooth through the points: each segment a quadratic curve through the midpoints.
  for (let index = 0; index < rest.length - 1; index++) {
    const [x, y] = rest[index]!;
    const [nx, ny] = rest[index + 1]!;
    path += `Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  const last = rest[rest.length - 1]!;
  path += `L${n(last[0])} ${n(last[1])}`;
  return (
    `<path d="${path}" stroke="${PALETTE.ink}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${path}" stroke="#6d7684" stroke-width="${n(width * 0.22)}" fill="none" stroke-linecap="round" transform="translate(${n(-width * 0.18)} ${n(-width * 0.22)})" opacity="0.7"/>`
  );
}

/** An airless piston pump on its two-wheeled cart, standing on the origin: the hose leaves it at (150, -330). */
export function airlessPump(canvas: Canvas, color: string): string {
  return (
    canvas.shadow(10, 0, 230, 34, 0.45) +
    `<path d="M-120 -80V-20M120 -80V-20M-120 -40H120" stroke="#5d6670" stroke-width="16"/>` +
    `<path d="M140 -440V-300" stroke="#5d6670" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="-140" y="-330" width="280" height="250" rx="24" fill="${canvas.linear(
      [
        [0, lit(color, 0.3)],
        [0.45, color],
        [1, darker(color, 0.35)],
      ],
      0,
      0,
      1,
      0.4,
    )}"/>` +
    `<rect x="-140" y="-330" width="280" height="46" rx="20" fill="${lit(color, 0.35)}"/>` +
    `<rect x="-96" y="-256" width="124" height="104" rx="10" fill="${darker(color, 0.45)}"/>` +
    `<path d="M-80 -236h90M-80 -212h70M-80 -188h90" stroke="${darker(color, 0.15)}" stroke-width="6"/>` +
    // The pressure gauge and its needle.
    `<circle cx="80" cy="-200" r="40" fill="${canvas.radial([
      [0, '#ffffff'],
      [1, '#cfd5db'],
    ])}" stroke="#8e98a2" stroke-width="6"/>` +
    `<path d="M80 -200l24 -22" stroke="${PALETTE.terracotta}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="-110" cy="-14" r="42" fill="${PALETTE.ink}"/><circle cx="-110" cy="-14" r="16" fill="#8e98a2"/>` +
    `<circle cx="110" cy="-14" r="42" fill="${PALETTE.ink}"/><circle cx="110" cy="-14" r="16" fill="#8e98a2"/>`
  );
}

/** A sanding block with its abrasive sheet. */
export function sandingBlock(canvas: Canvas, color = '#3f7f6e'): string {
  return (
    `<rect x="-90" y="-130" width="180" height="260" rx="30" fill="${canvas.linear([
      [0, lit(color, 0.25)],
      [1, darker(color, 0.2)],
    ])}"/>` + `<rect x="60" y="-136" width="40" height="272" rx="8" fill="#c9a877"/>`
  );
}

export interface ContainerOptions {
  /** The range's colour band. */
  readonly band: string;
  readonly width?: number;
}

/** A tub of ready-to-use paste with its lid and the brand's band, standing on the origin. */
export function tub(canvas: Canvas, { band, width = 300 }: ContainerOptions): string {
  const half = width / 2;
  const height = width * 0.9;
  return (
    canvas.shadow(half * 0.15, 0, half * 1.3, half * 0.24, 0.45) +
    `<path d="M${-half} ${-height}L${-half * 0.9} 0H${half * 0.9}L${half} ${-height}Z" fill="${canvas.linear(
      [
        [0, '#e6e9ec'],
        [0.28, '#ffffff'],
        [0.7, '#d5dadf'],
        [1, '#b4bcc5'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half * 0.97} ${-height * 0.68}L${-half * 0.93} ${-height * 0.22}H${half * 0.93}L${half * 0.97} ${-height * 0.68}Z" fill="${canvas.linear(
      [
        [0, lit(band, 0.2)],
        [0.3, band],
        [1, darker(band, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.56}" width="${half * 1.2}" height="${height * 0.18}" rx="8" fill="#ffffff" opacity="0.94"/>` +
    `<rect x="${-half * 0.45}" y="${-height * 0.5}" width="${half * 0.9}" height="${height * 0.06}" rx="4" fill="${darker(band, 0.35)}"/>` +
    // The rim's ambient occlusion under the lid, and the lid with its sheen.
    `<rect x="${-half}" y="${-height}" width="${width}" height="${height * 0.08}" fill="${PALETTE.shade}" opacity="0.18"/>` +
    `<rect x="${-half - 10}" y="${-height - 34}" width="${width + 20}" height="44" rx="12" fill="${canvas.linear([
      [0, lit(band, 0.35)],
      [1, darker(band, 0.2)],
    ])}"/>` +
    `<rect x="${-half + 6}" y="${-height - 28}" width="${width - 12}" height="8" rx="4" fill="#ffffff" opacity="0.45"/>`
  );
}

/** A paper sack of powder, standing on the origin. */
export function bag(canvas: Canvas, { band, width = 320 }: ContainerOptions): string {
  const half = width / 2;
  const height = width * 1.35;
  return (
    canvas.shadow(half * 0.15, 0, half * 1.35, half * 0.22, 0.45) +
    `<path d="M${-half} -8C${-half - 10} ${-height * 0.5} ${-half + 6} ${-height * 0.9} ${-half + 16} ${-height}H${half - 16}C${half - 6} ${-height * 0.9} ${half + 10} ${-height * 0.5} ${half} -8Q0 8 ${-half} -8Z" fill="${canvas.linear(
      [
        [0, '#eadfc8'],
        [0.3, '#f8f1e4'],
        [0.75, '#d8c9ad'],
        [1, '#bfae90'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half + 16} ${-height}L${-half + 30} ${-height - 30}H${half - 30}L${half - 16} ${-height}Z" fill="#d9c9ab"/>` +
    `<rect x="${-half + 4}" y="${-height * 0.62}" width="${width - 8}" height="${height * 0.3}" fill="${canvas.linear(
      [
        [0, lit(band, 0.2)],
        [0.3, band],
        [1, darker(band, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.54}" width="${half * 1.2}" height="${height * 0.05}" rx="4" fill="#ffffff"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.45}" width="${half * 0.8}" height="${height * 0.035}" rx="4" fill="#ffffff" opacity="0.7"/>` +
    // Creases of the paper where the powder has settled.
    `<path d="M${-half * 0.7} ${-height * 0.2}q${half * 0.3} ${-height * 0.04} ${half * 0.6} 0M${half * 0.1} ${-height * 0.86}q${half * 0.25} ${height * 0.05} ${half * 0.5} 0" stroke="${darker('#e2d5bb', 0.2)}" stroke-width="5" fill="none" opacity="0.6" stroke-linecap="round"/>`
  );
}

/** A builder's bucket holding mixed compound, standing on the origin. */
export function bucket(canvas: Canvas, compound: string, color = '#3a4250', width = 360): string {
  const half = width / 2;
  const height = width * 0.95;
  return (
    canvas.shadow(half * 0.15, 0, half * 1.3, half * 0.22, 0.45) +
    `<path d="M${-half} ${-height}L${-half * 0.82} 0H${half * 0.82}L${half} ${-height}Z" fill="${canvas.linear(
      [
        [0, darker(color, 0.1)],
        [0.3, lit(color, 0.25)],
        [1, darker(color, 0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half * 0.95} ${-height * 0.7}H${half * 0.95}M${-half * 0.9} ${-height * 0.35}H${half * 0.9}" stroke="${darker(color, 0.35)}" stroke-width="8"/>` +
    `<ellipse cx="0" cy="${-height}" rx="${half}" ry="${half * 0.24}" fill="${darker(color, 0.35)}"/>` +
    `<ellipse cx="0" cy="${-height + 8}" rx="${half * 0.9}" ry="${half * 0.19}" fill="${canvas.linear([
      [0, darker(compound, 0.15)],
      [1, lighter(compound, 0.4)],
    ])}"/>` +
    `<path d="M${-half * 0.5} ${-height + 4}q${half * 0.3} -20 ${half * 0.6} 0" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.6" stroke-linecap="round"/>`
  );
}

/** A stepladder seen three-quarters, feet on the origin line. */
export function stepladder(canvas: Canvas, height = 700, color = '#c3cad2'): string {
  const rails = darker(color, 0.15);
  const steps: string[] = [];
  for (let step = 1; step <= 4; step++) {
    const y = -height * (step / 5);
    const inset = (height * 0.12 * step) / 5;
    steps.push(
      `<rect x="${n(-150 + inset)}" y="${n(y)}" width="${n(230 - inset * 1.4)}" height="26" rx="6" fill="${canvas.linear([
        [0, lighter(color, 0.35)],
        [1, darker(color, 0.1)],
      ])}"/>`,
    );
  }
  return (
    canvas.shadow(60, 0, 300, 34, 0.4) +
    `<path d="M60 ${-height}L260 0" stroke="${darker(rails, 0.2)}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M-160 0L-40 ${-height}M100 0L40 ${-height}" stroke="${rails}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M-166 -6L-46 ${-height - 6}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.6"/>` +
    steps.join('') +
    `<rect x="-60" y="${-height - 30}" width="140" height="40" rx="8" fill="${darker(color, 0.05)}"/>`
  );
}

/** A caulking cartridge of ready-to-use filler, nozzle along +x. */
export function cartridge(canvas: Canvas, band: string): string {
  return (
    `<rect x="-260" y="-48" width="300" height="96" rx="14" fill="${canvas.linear([
      [0, '#ffffff'],
      [1, '#c9d0d7'],
    ])}"/>` +
    `<rect x="-200" y="-48" width="150" height="96" fill="${band}"/>` +
    `<path d="M40 -30L170 -8V8L40 30Z" fill="#f2f2f0"/>` +
    `<rect x="-280" y="-56" width="30" height="112" rx="8" fill="#9aa4ae"/>`
  );
}
