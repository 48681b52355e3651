/**
 * The consent banner (spec §9). It is in every page, hidden: on a first visit the head's consent
 * hint (consent-hint.ts) shows it with the page's first paint, before any script has loaded.
 * Once hydrated, the model decides: open when no choice is stored, and again from the footer's
 * "cookie preferences" button. The per-category choices load when asked for.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';
import { inOwnTask } from '../../kernel/ui/in-own-task.ts';
import { allChoices, type ConsentChoices } from './choices.ts';
import { CONSENT_HINT_ATTRIBUTE } from './consent-hint.ts';
import { $bannerOpen, $consent, $consentRead, $preferencesRequested, consentAcceptedAll, consentRejectedAll, consentSaved, consentStarted } from './model.ts';

const ConsentPreferences = lazyWithMessages(() => import('./consent-preferences.tsx'));

export function ConsentBanner() {
  const intl = useIntl();
  const [open, read, requested, consent, start, acceptAll, rejectAll, save] = useUnit([
    $bannerOpen,
    $consentRead,
    $preferencesRequested,
    $consent,
    consentStarted,
    consentAcceptedAll,
    consentRejectedAll,
    consentSaved,
  ]);
  const [customising, setCustomising] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => inOwnTask(start), [start]);
  // From the model's first read on, `hidden` alone shows or hides the banner: the head's hint is
  // dropped in the same commit as the model's answer, before the browser paints again.
  useLayoutEffect(() => {
    if (read) document.documentElement.removeAttribute(CONSENT_HINT_ATTRIBUTE);
  }, [read]);
  useEffect(() => {
    if (requested) headingRef.current?.focus();
  }, [requested]);

  // Each way out forgets a half-made choice.
  const decided = (decide: () => void) => () => {
    setCustomising(false);
    decide();
  };
  const saved = (choices: ConsentChoices) => {
    setCustomising(false);
    save(choices);
  };
  const showPreferences = open && (customising || requested);
  return (
    <section className="consent" hidden={!open} role="dialog" aria-modal="false" aria-labelledby="consent-heading" aria-describedby="consent-text">
      <h2 id="consent-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="consent.title" />
      </h2>
      <p id="consent-text">
        <FormattedMessage id="consent.text" />
      </p>
      <div className="consent__actions">
        <button type="button" className="button" onClick={decided(acceptAll)}>
          <FormattedMessage id="consent.acceptAll" />
        </button>
        <button type="button" className="button" onClick={decided(rejectAll)}>
          <FormattedMessage id="consent.rejectAll" />
        </button>
        {!showPreferences && (
          <button type="button" className="button button--secondary" aria-expanded="false" onClick={() => setCustomising(true)}>
            <FormattedMessage id="consent.customise" />
          </button>
        )}
      </div>
      {showPreferences && (
        <Suspense fallback={null}>
          <ConsentPreferences initial={consent ?? allChoices(false)} onSave={saved} />
        </Suspense>
      )}
      {/* Last, always: the first paint shows the banner once this is parsed (layout-below-header.css). */}
      <p className="visually-hidden consent__end">{intl.formatMessage({ id: 'consent.note' })}</p>
    </section>
  );
}
