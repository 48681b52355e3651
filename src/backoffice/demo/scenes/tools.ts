/**
 * The maker's tools and products, each drawn around its own origin so a scene places it with
 * `placed(x, y, angle, scale, …)`. Hand tools have the grip at the origin and the working end
 * along +x; containers stand on the origin.
 */
import { type Canvas, darker, lighter, n } from './canvas.ts';

function steel(canvas: Canvas): string {
  return canvas.linear(
    [
      [0, '#f4f6f8'],
      [0.45, '#c3cad2'],
      [0.55, '#e3e7eb'],
      [1, '#9aa4ae'],
    ],
    0,
    0,
    1,
    1,
  );
}

/** A handle from x0 to x1, `thick` across, in plastic or wood. */
function handle(canvas: Canvas, x0: number, x1: number, thick: number, color: string): string {
  return (
    `<rect x="${x0}" y="${-thick / 2}" width="${x1 - x0}" height="${thick}" rx="${thick / 2}" fill="${canvas.linear([
      [0, lighter(color, 0.25)],
      [0.6, color],
      [1, darker(color, 0.25)],
    ])}"/>`
  );
}

/** A filling knife: a flexible steel blade widening to its edge. */
export function fillingKnife(canvas: Canvas, color = '#e8772e', bladeLength = 260): string {
  const edge = 50 + bladeLength;
  return (
    handle(canvas, -170, 30, 50, color) +
    `<rect x="20" y="-24" width="40" height="48" rx="6" fill="#b8bec5"/>` +
    `<path d="M56 -22L${edge} -64L${edge} 64L56 22Z" fill="${steel(canvas)}"/>` +
    `<path d="M${edge - 4} -64V64" stroke="#ffffff" stroke-width="6" opacity="0.8"/>` +
    `<circle cx="-140" cy="0" r="8" fill="${darker(color, 0.4)}"/>`
  );
}

/** A wide smoothing or taping blade: a long straight steel edge across the end of its handle. */
export function wideBlade(canvas: Canvas, color = '#2f6f9f', width = 520): string {
  const half = width / 2;
  return (
    handle(canvas, -190, 10, 56, color) +
    `<path d="M0 -40L40 -${half * 0.5}L40 ${half * 0.5}L0 40Z" fill="#9aa4ae"/>` +
    `<rect x="36" y="${-half}" width="86" height="${width}" rx="6" fill="${steel(canvas)}"/>` +
    `<rect x="114" y="${-half}" width="8" height="${width}" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="36" y="${-half}" width="22" height="${width}" fill="${darker(color, 0.1)}"/>`
  );
}

/** A plasterer's finishing trowel seen from behind while it presses on the wall. */
export function trowel(canvas: Canvas, color = '#8a5a35'): string {
  return (
    `<rect x="-250" y="-86" width="500" height="172" rx="40" fill="${steel(canvas)}"/>` +
    `<rect x="-250" y="-86" width="500" height="172" rx="40" fill="none" stroke="#8c96a0" stroke-width="6"/>` +
    `<rect x="-150" y="-12" width="300" height="24" rx="10" fill="#7f8a95"/>` +
    `<path d="M-110 0V-40M110 0V-40" stroke="#6d7782" stroke-width="18"/>` +
    `<g transform="translate(0 -46)">${handle(canvas, -140, 140, 56, color)}</g>`
  );
}

/** A hawk (the square board plasterers carry compound on) with a heap of compound. */
export function hawk(canvas: Canvas, compound: string): string {
  return (
    `<rect x="-20" y="0" width="40" height="170" rx="16" fill="${darker('#c4553f', 0.1)}"/>` +
    `<path d="M-240 -10L200 -60L250 30L-190 80Z" fill="${steel(canvas)}" stroke="#8c96a0" stroke-width="5"/>` +
    `<path d="M-120 10C-110 -70 60 -90 90 -20C110 20 -40 50 -120 10Z" fill="${compound}"/>` +
    `<path d="M-80 -10C-40 -50 30 -60 60 -30" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.6" stroke-linecap="round"/>`
  );
}

/** A paint roller: handle, bent frame and a pile sleeve loaded with `paint`. */
export function roller(canvas: Canvas, paint: string, color = '#d49a2a'): string {
  return (
    handle(canvas, -230, 0, 54, color) +
    `<path d="M0 0H120V-200H170" stroke="#aab2ba" stroke-width="16" fill="none" stroke-linejoin="round"/>` +
    `<rect x="140" y="-210" width="110" height="420" rx="48" fill="${canvas.linear(
      [
        [0, lighter(paint, 0.3)],
        [0.5, paint],
        [1, darker(paint, 0.2)],
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
      [0, '#f2f4f6'],
      [0.5, '#b9c1c9'],
      [1, '#8e98a2'],
    ])}"/>` +
    `<path d="M${-half} -8H${half}M${-half} 8H${half}" stroke="#8e98a2" stroke-width="3"/>` +
    `<path d="M${-half + 60} -30V30M${half - 60} -30V30" stroke="#6f7a85" stroke-width="6"/>`
  );
}

/** An airless spray gun with its tip guard; the hose leaves the grip downwards. */
export function sprayGun(canvas: Canvas, color = '#e8772e'): string {
  return (
    `<path d="M-20 40C-20 120 -40 200 -90 260" stroke="#2c3036" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<rect x="-40" y="-20" width="60" height="90" rx="18" fill="${color}"/>` +
    `<rect x="-60" y="-50" width="250" height="60" rx="20" fill="${canvas.linear([
      [0, lighter(color, 0.25)],
      [1, darker(color, 0.2)],
    ])}"/>` +
    `<path d="M30 10C40 60 60 70 80 60" stroke="#3a3f46" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<rect x="190" y="-40" width="120" height="40" rx="8" fill="#b8bec5"/>` +
    `<rect x="300" y="-56" width="36" height="72" rx="8" fill="#2c3036"/>`
  );
}

/** A sanding block with its abrasive sheet. */
export function sandingBlock(canvas: Canvas, color = '#3f8f7a'): string {
  return (
    `<rect x="-90" y="-130" width="180" height="260" rx="30" fill="${canvas.linear([
      [0, lighter(color, 0.2)],
      [1, darker(color, 0.15)],
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
    canvas.shadow(0, 0, half * 1.2, half * 0.22) +
    `<path d="M${-half} ${-height}L${-half * 0.9} 0H${half * 0.9}L${half} ${-height}Z" fill="${canvas.linear(
      [
        [0, '#dfe3e7'],
        [0.35, '#ffffff'],
        [1, '#c5ccd3'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half * 0.97} ${-height * 0.68}L${-half * 0.93} ${-height * 0.22}H${half * 0.93}L${half * 0.97} ${-height * 0.68}Z" fill="${band}"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.56}" width="${half * 1.2}" height="${height * 0.18}" rx="8" fill="#ffffff" opacity="0.92"/>` +
    `<rect x="${-half * 0.45}" y="${-height * 0.5}" width="${half * 0.9}" height="${height * 0.06}" rx="4" fill="${darker(band, 0.3)}"/>` +
    `<rect x="${-half - 10}" y="${-height - 34}" width="${width + 20}" height="44" rx="12" fill="${canvas.linear([
      [0, lighter(band, 0.25)],
      [1, darker(band, 0.15)],
    ])}"/>`
  );
}

/** A paper sack of powder, standing on the origin. */
export function bag(canvas: Canvas, { band, width = 320 }: ContainerOptions): string {
  const half = width / 2;
  const height = width * 1.35;
  return (
    canvas.shadow(0, 0, half * 1.25, half * 0.2) +
    `<path d="M${-half} -8C${-half - 10} ${-height * 0.5} ${-half + 6} ${-height * 0.9} ${-half + 16} ${-height}H${half - 16}C${half - 6} ${-height * 0.9} ${half + 10} ${-height * 0.5} ${half} -8Q0 8 ${-half} -8Z" fill="${canvas.linear(
      [
        [0, '#e9dcc4'],
        [0.4, '#f7efe0'],
        [1, '#cdbd9f'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half + 16} ${-height}L${-half + 30} ${-height - 30}H${half - 30}L${half - 16} ${-height}Z" fill="#d9c9ab"/>` +
    `<rect x="${-half + 4}" y="${-height * 0.62}" width="${width - 8}" height="${height * 0.3}" fill="${band}"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.54}" width="${half * 1.2}" height="${height * 0.05}" rx="4" fill="#ffffff"/>` +
    `<rect x="${-half * 0.6}" y="${-height * 0.45}" width="${half * 0.8}" height="${height * 0.035}" rx="4" fill="#ffffff" opacity="0.7"/>`
  );
}

/** A builder's bucket holding mixed compound, standing on the origin. */
export function bucket(canvas: Canvas, compound: string, color = '#3a4250', width = 360): string {
  const half = width / 2;
  const height = width * 0.95;
  return (
    canvas.shadow(0, 0, half * 1.2, half * 0.2) +
    `<path d="M${-half} ${-height}L${-half * 0.82} 0H${half * 0.82}L${half} ${-height}Z" fill="${canvas.linear(
      [
        [0, darker(color, 0.1)],
        [0.35, lighter(color, 0.2)],
        [1, darker(color, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${-half * 0.95} ${-height * 0.7}H${half * 0.95}M${-half * 0.9} ${-height * 0.35}H${half * 0.9}" stroke="${darker(color, 0.35)}" stroke-width="8"/>` +
    `<ellipse cx="0" cy="${-height}" rx="${half}" ry="${half * 0.24}" fill="${darker(color, 0.35)}"/>` +
    `<ellipse cx="0" cy="${-height + 8}" rx="${half * 0.9}" ry="${half * 0.19}" fill="${compound}"/>` +
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
    steps.push(`<rect x="${n(-150 + inset)}" y="${n(y)}" width="${n(230 - inset * 1.4)}" height="26" rx="6" fill="${lighter(color, 0.2)}"/>`);
  }
  return (
    canvas.shadow(20, 0, 260, 30) +
    `<path d="M60 ${-height}L260 0" stroke="${darker(rails, 0.15)}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M-160 0L-40 ${-height}M100 0L40 ${-height}" stroke="${rails}" stroke-width="30" stroke-linecap="round"/>` +
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
