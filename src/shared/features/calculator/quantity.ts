/**
 * The quantity calculator's arithmetic: surface × thickness × consumption = kilograms, then
 * whole packs. The surface is given directly or as width × height minus openings; the depth as
 * a total thickness or as a number of passes, one pass being 1 mm kept within the product's
 * range for one coat (a fine finish: 1 mm; a deep filler: its 5 mm minimum).
 */
import type { CalculatorProduct } from './calculator-product.ts';
import { packedKg, packsFor, type PackCount } from './packs.ts';

export type SurfaceInput = { readonly mode: 'area'; readonly areaM2: number } | { readonly mode: 'wall'; readonly widthM: number; readonly heightM: number; readonly openingsM2: number };

export type DepthInput = { readonly mode: 'thickness'; readonly thicknessMm: number } | { readonly mode: 'passes'; readonly passes: number };

export type QuantityProblem = 'surface' | 'openings' | 'thickness' | 'passes';

export interface QuantityResult {
  readonly surfaceM2: number;
  readonly thicknessMm: number;
  /** Set when the depth was given in passes. */
  readonly passThicknessMm: number | undefined;
  readonly kilograms: number;
  readonly packs: readonly PackCount[];
  readonly packedKg: number;
  /** Coats needed when the thickness is above what one coat takes. */
  readonly coatsNeeded: number;
}

const PASS_THICKNESS_MM = 1;
export const MAX_SURFACE_M2 = 100_000;
const MAX_THICKNESS_MM = 1_000;
const MAX_PASSES = 20;

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

export function passThicknessMm(product: CalculatorProduct): number {
  const upper = product.thicknessMaxMm > 0 ? product.thicknessMaxMm : PASS_THICKNESS_MM;
  return Math.min(Math.max(PASS_THICKNESS_MM, product.thicknessMinMm), upper);
}

export function surfaceOf(input: SurfaceInput): number | QuantityProblem {
  if (input.mode === 'area') return input.areaM2 > 0 && input.areaM2 <= MAX_SURFACE_M2 ? input.areaM2 : 'surface';
  const { widthM, heightM, openingsM2 } = input;
  if (!(widthM > 0 && heightM > 0) || widthM * heightM > MAX_SURFACE_M2) return 'surface';
  if (!(openingsM2 >= 0) || openingsM2 >= widthM * heightM) return 'openings';
  return round(widthM * heightM - openingsM2, 4);
}

export function computeQuantity(product: CalculatorProduct, surface: SurfaceInput, depth: DepthInput): QuantityResult | QuantityProblem {
  const surfaceM2 = surfaceOf(surface);
  if (typeof surfaceM2 === 'string') return surfaceM2;
  let thicknessMm: number;
  let pass: number | undefined;
  if (depth.mode === 'thickness') {
    if (!(depth.thicknessMm > 0 && depth.thicknessMm <= MAX_THICKNESS_MM)) return 'thickness';
    thicknessMm = depth.thicknessMm;
  } else {
    if (!Number.isInteger(depth.passes) || depth.passes < 1 || depth.passes > MAX_PASSES) return 'passes';
    pass = passThicknessMm(product);
    thicknessMm = round(depth.passes * pass, 4);
  }
  const kilograms = round(surfaceM2 * thicknessMm * product.consumption, 2);
  const packs = packsFor(kilograms, product.packSizes);
  const perCoat = product.thicknessMaxMm;
  const coatsNeeded = depth.mode === 'passes' ? depth.passes : perCoat > 0 ? Math.max(1, Math.ceil(round(thicknessMm / perCoat, 6))) : 1;
  return { surfaceM2, thicknessMm, passThicknessMm: pass, kilograms, packs, packedKg: packedKg(packs), coatsNeeded };
}

/** A number typed by a visitor: "2,5" and "2.5" alike; anything else is NaN. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}
