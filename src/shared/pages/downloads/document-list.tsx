import { FormattedMessage } from 'react-intl';
import type { Notice } from '../../kernel/api/entities/content.ts';
import { DocumentFile } from '../../kernel/format/document-file.tsx';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import type { DocumentGroup } from './document-types.ts';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';

function DocumentItem({ document }: { readonly document: Notice }) {
  return (
    <li className="document">
      <a href={document.url} target="_blank" rel="noopener" className="document__link">
        <TitleWithMarks title={document.title} />
        <NewTabHint />
      </a>
      <DocumentFile url={document.url} sizeBytes={document.size_bytes} className="document__file" />
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
