import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';
import { $suggestions, $suggestLoading, $suggestOpen } from './model.ts';

const loadSuggestionList = () => import('./suggestion-list.tsx');
const SuggestionList = lazyWithMessages(loadSuggestionList);

/** Fetches the suggestions' code before they are needed (the search field's focus). */
export function preloadSuggestionList(): void {
  void loadSuggestionList();
}

interface SuggestionPopupProps {
  readonly id: string;
  readonly resultsOf: (term: string) => string;
}

/** The suggestions' box: searching, no result, or the suggestions (loaded when they first show). */
export function SuggestionPopup({ id, resultsOf }: SuggestionPopupProps) {
  const [open, loading, suggestions] = useUnit([$suggestOpen, $suggestLoading, $suggestions]);
  const searching = (
    <p className="suggestions__message">
      <FormattedMessage id="search.searching" />
    </p>
  );
  return (
    // Pressing in the list must not blur the field first, or the list would close under the pointer.
    <div className="suggestions" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
      {loading && suggestions === null ? (
        searching
      ) : suggestions !== null && suggestions.total === 0 ? (
        <p className="suggestions__message">
          <FormattedMessage id="results.none" />
        </p>
      ) : null}
      {suggestions !== null && suggestions.total > 0 ? (
        <Suspense fallback={searching}>
          <SuggestionList id={id} suggestions={suggestions} resultsOf={resultsOf} />
        </Suspense>
      ) : (
        <div role="listbox" id={id} hidden />
      )}
    </div>
  );
}
