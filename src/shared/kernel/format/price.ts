/**
 * Price display (spec §5): a number, or a string with a decimal comma as the back office and
 * the French copy write them; shown with a decimal comma, two decimals when the amount has
 * cents or when asked, the thousands grouped as the page's language does, and the sales plan's
 * currency symbol when given.
 */
import { ownValue } from '../data/own-value.ts';
import type { PlanPrices } from '../api/entities/catalogue.ts';
import type { Target } from '../routing/target.ts';

export interface PriceFormat {
  /** The page's locale (`intl.locale`); the spec's English style when absent or not listed. */
  readonly locale?: string;
  /** Always show two decimals, even for a whole amount (totals in a column). */
  readonly forceDecimals?: boolean;
  /** The current sales plan's currency symbol, shown after the amount. */
  readonly currencySymbol?: string;
}

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * The thousands separator by language: none in the spec's English ("1234,50"), a narrow
 * no-break space in French ("1 234,50 €"), the one Intl writes for fr-FR. Written here rather
 * than asked of Intl, so the server and every browser group alike and hydration matches.
 */
const thousandsSeparators: Readonly<Record<string, string>> = { en: '', fr: '\u202F' };
/** Before each group of three digits of the whole part (the lookahead stops at the decimal comma). */
const THOUSANDS = /\B(?=(?:\d{3})+(?!\d))/g;

/** The amount a price input stands for; undefined when it is not a price. */
export function priceAmount(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim().replace(/[\s\u00A0\u202F]/g, '');
  return NUMBER_TEXT.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** "12", "12,50", "12,00 £", "1 234,50 €" in French; an input that is not a price shows nothing rather than "NaN". */
export function formatPrice(value: number | string, format: PriceFormat = {}): string {
  const amount = priceAmount(value);
  if (amount === undefined) return '';
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const digits = whole && !format.forceDecimals ? String(cents / 100) : (cents / 100).toFixed(2);
  const language = format.locale?.split('-', 1)[0] ?? 'en';
  const text = digits.replace('.', ',').replace(THOUSANDS, ownValue(thousandsSeparators, language) ?? '');
  // A no-break space keeps the symbol on the amount's line.
  return format.currencySymbol ? `${text}\u00A0${format.currencySymbol}` : text;
}

/**
 * A price as the visitor's audience pays it (decisions §4): professionals excluding VAT,
 * individuals including it; `from` when the packs differ in price, `amount` being the lowest.
 */
export interface AudiencePrice {
  readonly amount: number;
  readonly taxIncluded: boolean;
  readonly from: boolean;
}

/** The one rule every screen and the structured data show a price by; undefined when the plan prices nothing. */
export function audiencePrice(target: Target, prices: Readonly<PlanPrices>): AudiencePrice | undefined {
  const taxIncluded = target === 'part';
  const [lowest, highest] = taxIncluded ? [prices.min_with_tax, prices.max_with_tax] : [prices.min, prices.max];
  return lowest > 0 ? { amount: lowest, taxIncluded, from: highest > lowest } : undefined;
}

/** One pack's price as the audience pays it: never "From". */
export function packPrice(target: Target, pack: { readonly price: number; readonly price_with_tax: number }): AudiencePrice | undefined {
  return audiencePrice(target, { min: pack.price, min_with_tax: pack.price_with_tax, max: pack.price, max_with_tax: pack.price_with_tax });
}
