import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { $suggestions, $suggestLoading } from './model.ts';

/** Tells screen-reader users what the suggestions hold as they change (searching, counts, none). */
export function SuggestionStatus() {
  const [loading, suggestions] = useUnit([$suggestLoading, $suggestions]);
  return (
    <div role="status" className="visually-hidden">
      {loading ? (
        <FormattedMessage id="search.searching" />
      ) : suggestions === null ? null : suggestions.total === 0 ? (
        <FormattedMessage id="results.none" />
      ) : (
        <FormattedMessage
          id="search.announce"
          values={{
            total: suggestions.total,
            products: suggestions.products.total,
            categories: suggestions.categories.total,
            pages: suggestions.pages.total,
            fqces: suggestions.fqces.total,
          }}
        />
      )}
    </div>
  );
}
