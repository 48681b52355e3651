import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Notice } from '../../kernel/api/entities/content.ts';
import { DocumentFile } from '../../kernel/format/document-file.tsx';
import { TitleWithMarks } from '../../kernel/format/registered-mark.tsx';
import { NewTabHint } from '../../kernel/ui/new-tab-hint.tsx';
import { Link } from '../../features/app/link.tsx';
import { Picture } from '../../features/app/picture.tsx';

const languageMessages: ReadonlyMap<string, string> = new Map([
  ['en', 'documents.language.en'],
  ['fr', 'documents.language.fr'],
]);

/** A document's language in the page's words; its code for a language the catalogue has no name for. */
export function languageName(intl: IntlShape, code: string): string {
  const id = languageMessages.get(code);
  return id === undefined ? code.toUpperCase() : intl.formatMessage({ id });
}

/** A page with a folded corner: what a visitor recognises as a file before reading its format. */
function FileIcon() {
  return (
    <svg className="document-card__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 2.75h8.5L19.25 7.5v13.75H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14.25 2.75V7.75h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9 12.5h6.5M9 15.5h6.5M9 18.5h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One document of the library: its first page (decorative, its title is beside it), its type,
 * title, description, product, format, size and language, and the link that opens the file in a
 * new tab.
 */
export function DocumentCard({ document }: { readonly document: Notice }) {
  const intl = useIntl();
  return (
    <li className="document-card">
      {document.cover ? (
        <Picture picture={document.cover} slot="comparator" alt="" className="document-card__cover" />
      ) : (
        <span className="document-card__cover document-card__cover--none" aria-hidden="true" />
      )}
      <div className="document-card__body">
        <p className="document-card__type">{document.type.label}</p>
        <h2 className="document-card__title">
          <TitleWithMarks title={document.title} />
        </h2>
        {document.description && <p className="document-card__description">{document.description}</p>}
        {document.product && (
          <p className="document-card__product">
            <FormattedMessage
              id="documents.card.product"
              values={{ product: <Link to={{ name: 'product', params: { slug: document.product.slug } }}><TitleWithMarks title={document.product.name} /></Link> }}
            />
          </p>
        )}
        <p className="document-card__file">
          <FileIcon />
          <DocumentFile url={document.url} sizeBytes={document.size_bytes} className="document-card__size" />
          {' · '}
          {languageName(intl, document.language)}
        </p>
        <a href={document.url} target="_blank" rel="noopener" className="button button--secondary button--small document-card__download">
          <FormattedMessage id="documents.card.download" />
          <span className="visually-hidden">
            {' '}
            <TitleWithMarks title={document.title} />
          </span>
          <NewTabHint />
        </a>
      </div>
    </li>
  );
}
