import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import { Link } from '../../features/app/link.tsx';
import type { SavedListState } from '../../features/favorites/saved-product-list.ts';

interface SavedListViewProps {
  /** Which list: it picks the empty list's drawing and class (`comparator__empty`). */
  readonly list: 'comparator' | 'favorites';
  /** Where its products are: asked for, not answered, none saved, or shown. */
  readonly state: SavedListState;
  /** What the list says while loading, on failing, and how to fill it when empty. */
  readonly messages: { readonly loading: MessageId; readonly failed: MessageId; readonly empty: MessageId };
  /** The list shown when its products are there. */
  readonly children: ReactNode;
}

/**
 * The comparator's or favourites' products as they come: a busy line, an alert, an empty list
 * (a drawing, the sentence, and the way to the catalogue), or the list itself.
 */
export function SavedListView({ list, state, messages, children }: SavedListViewProps) {
  switch (state) {
    case 'loading':
      return (
        <p aria-busy="true">
          <FormattedMessage id={messages.loading} />
        </p>
      );
    case 'failed':
      return (
        <p role="alert">
          <FormattedMessage id={messages.failed} />
        </p>
      );
    case 'empty':
      return (
        <div className="empty-saved-list">
          {list === 'comparator' ? <ComparisonDrawing /> : <FavoriteDrawing />}
          <p className={`${list}__empty`}>
            <FormattedMessage id={messages.empty} />
          </p>
          <Link to={{ name: 'category' }} className="button">
            <FormattedMessage id="savedList.browse" />
          </Link>
        </div>
      );
    case 'ready':
      return children;
  }
}

/** A pack of the maker's, as drawn on the empty lists. */
function Pack({ x, variant }: { readonly x: number; readonly variant: 'bag' | 'tub' }) {
  return variant === 'bag' ? (
    <g transform={`translate(${x} 34)`}>
      <path className="empty-saved-list__pack" d="M8 10h52l6 96H2z" />
      <path className="empty-saved-list__pack-top" d="M8 0h52v12H8z" />
      <rect className="empty-saved-list__label" x="14" y="40" width="40" height="26" rx="2" />
      <path className="empty-saved-list__lines" d="M20 49h28M20 57h18" />
    </g>
  ) : (
    <g transform={`translate(${x} 50)`}>
      <path className="empty-saved-list__pack" d="M4 12h60l-6 78H10z" />
      <rect className="empty-saved-list__pack-top" x="0" y="0" width="68" height="14" rx="3" />
      <rect className="empty-saved-list__label" x="14" y="32" width="40" height="24" rx="2" />
      <path className="empty-saved-list__lines" d="M20 41h28M20 48h18" />
    </g>
  );
}

function ComparisonDrawing() {
  return (
    <svg className="empty-saved-list__drawing" aria-hidden="true" width="240" height="160" viewBox="0 0 240 160">
      <ellipse className="empty-saved-list__ground" cx="120" cy="144" rx="112" ry="12" />
      <Pack x={14} variant="bag" />
      <Pack x={158} variant="tub" />
      {/* Between the packs, the figures to weigh against each other. */}
      <rect className="empty-saved-list__board" x="92" y="40" width="56" height="80" rx="6" />
      <path className="empty-saved-list__bars" d="M106 108V84M120 108V64M134 108V92" />
      <path className="empty-saved-list__axis" d="M100 110h40" />
    </svg>
  );
}

function FavoriteDrawing() {
  return (
    <svg className="empty-saved-list__drawing" aria-hidden="true" width="240" height="160" viewBox="0 0 240 160">
      <ellipse className="empty-saved-list__ground" cx="120" cy="144" rx="96" ry="12" />
      <Pack x={52} variant="bag" />
      <Pack x={124} variant="tub" />
      <circle className="empty-saved-list__board" cx="176" cy="40" r="26" />
      <path
        className="empty-saved-list__heart"
        d="M176 56s-14-8.6-14-19a8 8 0 0 1 14-5 8 8 0 0 1 14 5c0 10.4-14 19-14 19Z"
      />
    </svg>
  );
}
