/**
 * What a visitor reads beside a document link before opening it: its format and size
 * ("PDF · 245 kB"), the size formatted in the visitor's locale. The exact byte count stays in
 * the markup (`<data value>`) for machines.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize } from './file-size.ts';

/** The file format, from the document's address ("PDF"); empty when the address has no extension. */
export function documentFormat(url: string): string {
  const path = url.split(/[?#]/)[0]!;
  const dot = path.lastIndexOf('.');
  return dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toUpperCase();
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
