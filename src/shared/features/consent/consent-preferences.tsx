/**
 * The consent banner's per-category choices. Loaded when a visitor asks to choose (the banner's
 * "Choose" button or the footer's "cookie preferences"), with its message area.
 */
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { consentMessages } from '../../kernel/i18n/en/consent.ts';
import { consentCategories, type ConsentCategory, type ConsentChoices } from './choices.ts';

const categoryMessages: Record<ConsentCategory, { title: `consent.${ConsentCategory}`; text: `consent.${ConsentCategory}.text` }> = {
  analytics: { title: 'consent.analytics', text: 'consent.analytics.text' },
  ads: { title: 'consent.ads', text: 'consent.ads.text' },
  facebook: { title: 'consent.facebook', text: 'consent.facebook.text' },
  pinterest: { title: 'consent.pinterest', text: 'consent.pinterest.text' },
  youtube: { title: 'consent.youtube', text: 'consent.youtube.text' },
};

/** The area the choices show, provided above them by the banner (lazyWithMessages). */
export const messages = consentMessages;

interface ConsentPreferencesProps {
  readonly initial: ConsentChoices;
  readonly onSave: (choices: ConsentChoices) => void;
}

export default function ConsentPreferences({ initial, onSave }: ConsentPreferencesProps) {
  const id = useId();
  const [choices, setChoices] = useState(initial);
  return (
    <form
      className="consent__preferences"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choices);
      }}
    >
      <ul>
        {consentCategories.map((category) => (
          <li key={category} className="field field--checkbox">
            <input
              id={`${id}-${category}`}
              type="checkbox"
              checked={choices[category]}
              aria-describedby={`${id}-${category}-text`}
              onChange={(event) => setChoices((current) => ({ ...current, [category]: event.target.checked }))}
            />
            <label htmlFor={`${id}-${category}`} className="field__label">
              <FormattedMessage id={categoryMessages[category].title} />
            </label>
            <p id={`${id}-${category}-text`} className="field__hint">
              <FormattedMessage id={categoryMessages[category].text} />
            </p>
          </li>
        ))}
      </ul>
      <button type="submit" className="button">
        <FormattedMessage id="consent.save" />
      </button>
    </form>
  );
}
