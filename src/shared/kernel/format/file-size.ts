/** A byte count as the visitor reads it, in the visitor's locale: a document's size, the space the offline mode uses. */
import type { IntlShape } from 'react-intl';

const MEGABYTE = 1024 * 1024;

/**
 * A byte count as the visitor reads it: kilobytes (at least 1) below a megabyte, then megabytes to
 * one decimal. The number and its unit are never parted (measure.ts): Intl joins them with a
 * narrow no-break space in French, but an ordinary space in English ("120 kB"), made a no-break one.
 */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const size =
    bytes >= MEGABYTE
      ? intl.formatNumber(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
  return size.replace(/ /g, '\u00A0');
}
