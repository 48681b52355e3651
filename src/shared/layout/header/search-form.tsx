import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useRouterContext } from '../../app/router-context.tsx';

const placeholderTerm = 'term';

/**
 * The search field (spec §2). A real GET form: without JavaScript the server turns
 * `…/results?search=term` into the results route; with it, the router goes straight there.
 * An empty term does not navigate.
 */
export function SearchForm() {
  const intl = useIntl();
  const { navigate } = useRouterContext();
  const href = useHref();
  const fieldId = useId();
  const resultsOf = (term: string) => href({ name: 'results', params: { search: term } });
  const example = resultsOf(placeholderTerm);
  const action = example.slice(0, example.lastIndexOf('/'));
  return (
    <form
      role="search"
      className="search-form"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
        if (term) navigate(resultsOf(term));
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        <FormattedMessage id="header.search.label" />
      </label>
      <input
        id={fieldId}
        type="search"
        name="search"
        required
        maxLength={200}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
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
  );
}
