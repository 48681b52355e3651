import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnit } from 'effector-react';
import { useHref, useAddressChanged, useRouterContext } from '../app/router-context.tsx';
import {
  $highlighted,
  $searchText,
  $suggestOpen,
  searchRouteChanged,
  searchTextChanged,
  suggestionMoved,
  suggestionsDismissed,
} from './model.ts';
import { optionId } from './option-id.ts';
import { preloadSuggestionList, SuggestionPopup } from './suggestion-popup.tsx';
import { SuggestionStatus } from './suggestion-status.tsx';

// Named here, not by useId: an island's root numbers its ids otherwise than the page's tree (decision 199).
const ids = { field: 'site-search', popup: 'site-search-suggestions' };

const exampleTerm = 'term';

/**
 * The header's search field (spec §2) as an accessible combobox: suggestions appear from 3
 * characters, arrow keys move through the shown group, Enter follows the highlighted suggestion
 * or searches, Escape closes the list. It stays a real GET form: without JavaScript the server
 * turns `…/results?search=term` into the results route. An empty term does not navigate.
 */
export function SearchBox() {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const href = useHref();
  const box = useRef<HTMLDivElement>(null);
  const [text, open, highlighted, changeText, move, dismiss, routeChanged] = useUnit([
    $searchText,
    $suggestOpen,
    $highlighted,
    searchTextChanged,
    suggestionMoved,
    suggestionsDismissed,
    searchRouteChanged,
  ]);
  useAddressChanged(routeChanged);
  // A term typed before the box woke (an island wakes on its first focus) is the model's from now
  // on: read as hydrated, and given to the model in each scope the island renders in (decision 199),
  // before the browser paints the box again.
  const field = useRef<HTMLInputElement>(null);
  const typedBeforeWaking = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    typedBeforeWaking.current ??= field.current?.value || undefined;
    if (typedBeforeWaking.current) changeText(typedBeforeWaking.current);
  }, [changeText]);

  const resultsOf = (term: string) => href({ name: 'results', params: { search: term } });
  const example = resultsOf(exampleTerm);
  const action = example.slice(0, example.lastIndexOf('/'));
  const activeOption = open && highlighted >= 0 ? optionId(ids.popup, highlighted) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      // The option is a real link: clicking it follows it the way a pointer would.
      document.getElementById(activeOption)?.click();
    }
  };

  return (
    // The landmark holds the form and its suggestions: the form clips its rounded field, the list overflows it.
    <div
      ref={box}
      role="search"
      className="search-box"
      onBlur={(event) => {
        if (open && !box.current?.contains(event.relatedTarget as Node | null)) dismiss();
      }}
    >
      <form
        className="search-form"
        action={action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const term = text.trim();
          if (term) navigate(resultsOf(term));
        }}
      >
        <label htmlFor={ids.field} className="visually-hidden">
          <FormattedMessage id="header.search.label" />
        </label>
        <input
          ref={field}
          id={ids.field}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.popup}
          aria-activedescendant={activeOption}
          required
          maxLength={200}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
          value={text}
          onFocus={preloadSuggestionList}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-form__submit">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">
            <FormattedMessage id="header.search.submit" />
          </span>
        </button>
      </form>
      <SuggestionPopup id={ids.popup} resultsOf={resultsOf} />
      <SuggestionStatus />
    </div>
  );
}
