/**
 * The consent manager's state. Nothing of it exists on the server: the cookie is read once the
 * page is hydrated (`consentStarted`), so the first client render matches the server's (until
 * then the head's consent hint shows the banner on a first visit: consent-hint.ts).
 * The banner shows when no choice is stored; the footer's "cookie preferences" button opens it
 * again (`consentPreferencesOpened`); when it closes, the cookie is read again (spec §4).
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { cookieValue } from '../persistence/cookie-text.ts';
import { writeDocumentCookieFx } from '../persistence/document-cookie.ts';
import { allChoices, allowsTagManager, CONSENT_MAX_AGE_SECONDS, parseChoices, serializeChoices, type ConsentChoices } from './choices.ts';
import { $thirdParties } from './third-parties.ts';

export const consentStarted = createEvent();
export const consentPreferencesOpened = createEvent();
export const consentAcceptedAll = createEvent();
export const consentRejectedAll = createEvent();
export const consentSaved = createEvent<ConsentChoices>();
export const videoConsentGiven = createEvent();
export const bannerClosed = createEvent();

export const $consent = createStore<ConsentChoices | null>(null, { sid: 'consent/$consent', serialize: 'ignore' });
export const $bannerOpen = createStore(false, { sid: 'consent/$bannerOpen', serialize: 'ignore' });
/** Whether the cookie has been read since hydration: from then on the model alone shows the banner. */
export const $consentRead = createStore(false, { sid: 'consent/$consentRead', serialize: 'ignore' });
/** Whether the banner was opened on purpose (preferences shown at once, focus moved to it). */
export const $preferencesRequested = createStore(false, { sid: 'consent/$preferencesRequested', serialize: 'ignore' });
/** Spec §3 "video-consent": video embeds may load. */
export const $videoConsent = createStore(false, { sid: 'consent/$videoConsent', serialize: 'ignore' });

const $cookieName = $thirdParties.map((config) => config.consentCookieName);

export const readConsentFx = attach({
  source: $cookieName,
  effect: createEffect((name: string) => parseChoices(cookieValue(document.cookie, name))),
});

const storeConsentFx = attach({
  source: $cookieName,
  mapParams: (choices: ConsentChoices, name) => ({ name, value: serializeChoices(choices), maxAgeSeconds: CONSENT_MAX_AGE_SECONDS }),
  effect: writeDocumentCookieFx,
});

// Loaded only once a visitor consents on a site with a container id: most first loads never need it.
// A prerendered page loads it when it is shown (tag-manager.ts), so a page prepared but never seen counts nothing.
const startTagManagerFx = createEffect(async ({ id, choices }: { id: string; choices: ConsentChoices }) => {
  const { loadTagManager, pushTagEvent } = await import('./tag-manager.ts');
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  await loadTagManager(id, nonce);
  pushTagEvent({ event: 'consent_update', consent: choices });
});

/** The first read, after hydration: only it opens the banner (a browser refusing cookies is asked once per page). */
const firstReadFx = attach({ effect: readConsentFx });

sample({ clock: consentStarted, target: firstReadFx });
sample({ clock: firstReadFx.finally, fn: () => true, target: $consentRead });
sample({ clock: firstReadFx.doneData, filter: (choices) => choices === null, fn: () => true, target: $bannerOpen });
sample({ clock: bannerClosed, target: readConsentFx });
sample({ clock: readConsentFx.doneData, target: $consent });
sample({ clock: readConsentFx.doneData, fn: (choices) => choices?.youtube === true, target: $videoConsent });

sample({ clock: consentPreferencesOpened, fn: () => true, target: [$bannerOpen, $preferencesRequested] });

const decided = sample({
  clock: [consentAcceptedAll.map(() => allChoices(true)), consentRejectedAll.map(() => allChoices(false)), consentSaved],
});
sample({ clock: videoConsentGiven, source: $consent, fn: (current) => ({ ...(current ?? allChoices(false)), youtube: true }), target: storeConsentFx });
sample({ clock: decided, target: storeConsentFx });
sample({ clock: storeConsentFx.done, target: bannerClosed });
sample({ clock: bannerClosed, fn: () => false, target: [$bannerOpen, $preferencesRequested] });

sample({
  clock: $consent,
  source: $thirdParties,
  filter: (config, choices) => config.tagManagerId !== null && allowsTagManager(choices),
  fn: (config, choices) => ({ id: config.tagManagerId!, choices: choices! }),
  target: startTagManagerFx,
});
