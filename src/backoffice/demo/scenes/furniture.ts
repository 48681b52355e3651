/** Furnishings that make a room read as lived in: a plant, a sofa, a framed picture, a lamp. */
import { type Canvas, darker, lighter } from './canvas.ts';

export function plant(canvas: Canvas, pot = '#c4553f'): string {
  const leaf = '#5e8f5a';
  return (
    canvas.shadow(0, 0, 110, 20) +
    `<path d="M0 -160C-120 -260 -160 -420 -90 -470C-40 -380 -10 -260 0 -160Z" fill="${leaf}"/>` +
    `<path d="M0 -160C100 -280 180 -380 120 -480C50 -400 10 -280 0 -160Z" fill="${darker(leaf, 0.15)}"/>` +
    `<path d="M0 -160C-40 -320 0 -480 40 -560C70 -440 40 -300 0 -160Z" fill="${lighter(leaf, 0.12)}"/>` +
    `<path d="M-80 -170H80L60 0H-60Z" fill="${pot}"/><rect x="-90" y="-190" width="180" height="30" rx="8" fill="${darker(pot, 0.12)}"/>`
  );
}

export function sofa(canvas: Canvas, fabric: string): string {
  return (
    canvas.shadow(0, 0, 520, 40) +
    `<rect x="-460" y="-330" width="920" height="220" rx="50" fill="${darker(fabric, 0.08)}"/>` +
    `<rect x="-440" y="-160" width="880" height="120" rx="30" fill="${fabric}"/>` +
    `<rect x="-520" y="-240" width="120" height="230" rx="50" fill="${lighter(fabric, 0.08)}"/><rect x="400" y="-240" width="120" height="230" rx="50" fill="${lighter(fabric, 0.08)}"/>` +
    `<rect x="-300" y="-300" width="200" height="150" rx="30" fill="#f1e2d3" transform="rotate(-8 -200 -225)"/>` +
    `<path d="M-420 -10v40M420 -10v40" stroke="#3a3430" stroke-width="18"/>`
  );
}

export function framedPicture(canvas: Canvas, width: number, height: number, motif: string): string {
  return (
    `<rect x="-8" y="-8" width="${width + 16}" height="${height + 16}" fill="#1b2330" opacity="0.15" transform="translate(12 14)"/>` +
    `<rect width="${width}" height="${height}" fill="#f6f2ea" stroke="#3a3430" stroke-width="14"/>` +
    `<path d="M40 ${height - 40}L${width * 0.4} ${height * 0.45}L${width * 0.6} ${height * 0.65}L${width * 0.75} ${height * 0.5}L${width - 40} ${height - 40}Z" fill="${motif}"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.1}" fill="${lighter(motif, 0.4)}"/>`
  );
}

export function floorLamp(): string {
  return `<path d="M0 0V-620" stroke="#3a3430" stroke-width="12"/><ellipse cx="0" cy="0" rx="70" ry="14" fill="#3a3430"/><path d="M-90 -600L-60 -740H60L90 -600Z" fill="#f3e6c8"/>`;
}
