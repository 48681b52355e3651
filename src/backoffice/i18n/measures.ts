/** Numbers of measures (thicknesses, pack sizes…) written as each language writes them. */
import { BASE_LANG } from './languages.ts';

interface MeasureFormat {
  readonly numbers: Intl.NumberFormat;
  readonly list: Intl.ListFormat;
}

/** By language: only languages Intl writes (a few hundred at most), whatever a request names. */
const measureFormats = new Map<string, MeasureFormat>();

function measureFormatIn(lang: string): MeasureFormat {
  const known = measureFormats.get(lang);
  if (known !== undefined) return known;
  let written: boolean;
  try {
    written = Intl.NumberFormat.supportedLocalesOf(lang).length > 0;
  } catch {
    written = false;
  }
  // A language no one writes (a document path names its own, unchecked) reads as the base one.
  if (!written && lang !== BASE_LANG) return measureFormatIn(BASE_LANG);
  const format = { numbers: new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }), list: new Intl.ListFormat(lang, { type: 'unit' }) };
  measureFormats.set(lang, format);
  return format;
}

/**
 * Measures as the language writes them: "0.5" and "5, 15, 25" in English, "0,5" and "5, 15 et
 * 25" in French, where a comma between numbers would read as a decimal one.
 */
export function measuresIn(lang: string, values: readonly string[]): string {
  const { numbers, list } = measureFormatIn(lang);
  return list.format(values.map((value) => numbers.format(Number(value))));
}
