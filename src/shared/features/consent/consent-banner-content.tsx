/**
 * The open consent banner: accept all, refuse all, or choose per category. Loaded when it first
 * opens (see consent-banner.tsx), with its message area.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consentMessages } from '../../i18n/en/consent.ts';
import { WithMessages } from '../../i18n/with-messages.tsx';
import { allChoices, consentCategories, type ConsentCategory, type ConsentChoices } from './choices.ts';
import { $consent, $preferencesRequested, consentAcceptedAll, consentRejectedAll, consentSaved } from './model.ts';

const categoryMessages: Record<ConsentCategory, { title: `consent.${ConsentCategory}`; text: `consent.${ConsentCategory}.text` }> = {
  analytics: { title: 'consent.analytics', text: 'consent.analytics.text' },
  ads: { title: 'consent.ads', text: 'consent.ads.text' },
  facebook: { title: 'consent.facebook', text: 'consent.facebook.text' },
  pinterest: { title: 'consent.pinterest', text: 'consent.pinterest.text' },
  youtube: { title: 'consent.youtube', text: 'consent.youtube.text' },
};

function Preferences({ initial, onSave }: { initial: ConsentChoices; onSave: (choices: ConsentChoices) => void }) {
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

export function ConsentBannerContent() {
  return (
    <WithMessages messages={consentMessages}>
      <Banner />
    </WithMessages>
  );
}

function Banner() {
  const intl = useIntl();
  const [requested, consent, acceptAll, rejectAll, save] = useUnit([
    $preferencesRequested,
    $consent,
    consentAcceptedAll,
    consentRejectedAll,
    consentSaved,
  ]);
  const [customising, setCustomising] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Mounted only while open: closing it forgets a half-made choice.
  useEffect(() => {
    if (requested) headingRef.current?.focus();
  }, [requested]);

  const showPreferences = customising || requested;
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-heading" aria-describedby="consent-text">
      <h2 id="consent-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="consent.title" />
      </h2>
      <p id="consent-text">
        <FormattedMessage id="consent.text" />
      </p>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => acceptAll()}>
          <FormattedMessage id="consent.acceptAll" />
        </button>
        <button type="button" className="button" onClick={() => rejectAll()}>
          <FormattedMessage id="consent.rejectAll" />
        </button>
        {!showPreferences && (
          <button type="button" className="button button--secondary" aria-expanded="false" onClick={() => setCustomising(true)}>
            <FormattedMessage id="consent.customise" />
          </button>
        )}
      </div>
      {showPreferences && <Preferences initial={consent ?? allChoices(false)} onSave={save} />}
      <p className="visually-hidden">{intl.formatMessage({ id: 'consent.note' })}</p>
    </section>
  );
}
