/**
 * What a visitor reads beside a document link before opening it: its format and size
 * ("PDF · 245 kB"), the size formatted in the visitor's locale. The exact byte count stays in
 * the markup (`<data value>`) for machines.
 */
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

/** The file format, from the document's address ("PDF"); empty when the address has no extension. */
export function documentFormat(url: string): string {
  const path = url.split(/[?#]/)[0]!;
  const dot = path.lastIndexOf('.');
  return dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toUpperCase();
}

const MEGABYTE = 1024 * 1024;

/** A byte count as the visitor reads it: kilobytes (at least 1) below a megabyte, then megabytes to one decimal. */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  return bytes >= MEGABYTE
    ? intl.formatNumber(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

export function DocumentFile({ url, sizeBytes, className }: { readonly url: string; readonly sizeBytes: number | null; readonly className?: string }) {
  const intl = useIntl();
  const format = documentFormat(url);
  if (sizeBytes === null) return format === '' ? null : <span className={className}>{format}</span>;
  const size = <data value={sizeBytes}>{formatFileSize(intl, sizeBytes)}</data>;
  return (
    <span className={className}>
      {format === '' ? size : <FormattedMessage id="documents.file" values={{ format, size }} />}
    </span>
  );
}
