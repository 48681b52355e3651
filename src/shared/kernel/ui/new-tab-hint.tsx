import { FormattedMessage } from 'react-intl';

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="a11y.newTab" />
    </span>
  );
}
