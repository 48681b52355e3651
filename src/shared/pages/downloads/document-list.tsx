import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice } from '../../api/entities/content.ts';
import { NewTabHint } from '../../layout/a11y/new-tab-hint.tsx';
import { documentFormat, type DocumentGroup } from './document-types.ts';
import { TitleWithMarks } from '../../format/registered-mark.tsx';

/** A byte count as the visitor reads it: "240 KB", "1.2 MB". */
function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

function DocumentItem({ document }: { readonly document: Notice & { size_bytes?: number } }) {
  const fileSize = useFileSize();
  const format = documentFormat(document.url);
  return (
    <li className="document">
      <a href={document.url} target="_blank" rel="noopener" className="document__link">
        <TitleWithMarks title={document.title} />
        <NewTabHint />
      </a>
      <span className="document__file">
        {format}
        {document.size_bytes !== undefined && <> · {fileSize(document.size_bytes)}</>}
      </span>
      {document.description && <p className="document__description">{document.description}</p>}
    </li>
  );
}

/** Documents under one heading per type; PDFs open in a new tab. */
export function DocumentList({ groups }: { readonly groups: readonly DocumentGroup[] }) {
  if (groups.length === 0) {
    return (
      <p role="status">
        <FormattedMessage id="documents.none" />
      </p>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.type.technicalName} className="document-group" aria-labelledby={`documents-${group.type.segmentValue}`}>
          <h2 id={`documents-${group.type.segmentValue}`}>
            {group.type.label} <span className="document-group__count">({group.documents.length})</span>
          </h2>
          <ul className="documents">
            {group.documents.map((document) => (
              <DocumentItem key={document.id} document={document} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
