import { FormattedMessage } from 'react-intl';
import { useUnit } from 'effector-react';
import { consentPreferencesOpened } from './model.ts';

/** The footer's "cookie preferences": opens the consent banner on its choices (spec §9). */
export function CookiePreferencesButton() {
  const openCookiePreferences = useUnit(consentPreferencesOpened);
  return (
    <button type="button" className="link-button" onClick={() => openCookiePreferences()}>
      <FormattedMessage id="footer.cookiePreferences" />
    </button>
  );
}
