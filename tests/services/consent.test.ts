/** The consent manager: cookie format, banner, video consent re-read on close, tag manager gate. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { allSettled, fork, serialize } from 'effector';
import { allChoices, allowsTagManager, parseChoices, serializeChoices } from '../../src/shared/features/consent/choices.ts';
import {
  $bannerOpen,
  $consent,
  $videoConsent,
  consentAcceptedAll,
  consentPreferencesOpened,
  consentRejectedAll,
  consentSaved,
  consentStarted,
  videoConsentGiven,
} from '../../src/shared/features/consent/model.ts';
import { pushTagEvent } from '../../src/shared/features/consent/tag-manager.ts';
import { $thirdParties, thirdPartiesConfigured } from '../../src/shared/features/consent/third-parties.ts';
import { tagManagerConfigured } from '../../src/shared/features/consent/tag-manager-configured.ts';

describe('the consent cookie', () => {
  test('lists each category as name=true|false, youtube being the video consent', () => {
    const value = serializeChoices({ ...allChoices(false), analytics: true, youtube: true });
    expect(value).toBe('analytics=true,ads=false,facebook=false,pinterest=false,youtube=true');
    expect(parseChoices(value)).toEqual({ analytics: true, ads: false, facebook: false, pinterest: false, youtube: true });
  });

  test('an absent, empty or unreadable cookie is no choice yet; an unnamed category is refused', () => {
    expect(parseChoices(undefined)).toBeNull();
    expect(parseChoices('')).toBeNull();
    expect(parseChoices('garbage,__proto__=true')).toBeNull();
    expect(parseChoices('youtube=true')).toEqual({ ...allChoices(false), youtube: true });
  });

  test('the tag manager serves analytics, ads, the pixel and pinterest, not videos', () => {
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager({ ...allChoices(false), youtube: true })).toBe(false);
    expect(allowsTagManager({ ...allChoices(false), pinterest: true })).toBe(true);
  });
});

/** A browser's cookie jar, enough for the model: `document.cookie` reads and writes. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  const script = { nonce: '' };
  const appended: { src: string }[] = [];
  const fakeDocument = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair] = text.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0\b/.test(text)) jar.delete(name!);
      else jar.set(name!, value!);
    },
    querySelector: () => script,
    getElementById: (id: string) => (appended.some((element) => (element as { id?: string }).id === id) ? {} : null),
    createElement: () => ({}) as { src: string },
    head: { append: (element: { src: string }) => appended.push(element) },
  };
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('window', globalThis);
  return { jar, appended };
}

describe('the consent model', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  test('a first visit opens the banner; accepting all stores the cookie, closes it and turns video consent on', async () => {
    const { jar } = fakeBrowser();
    const scope = fork();
    await allSettled(consentStarted, { scope });
    expect(scope.getState($bannerOpen)).toBe(true);
    expect(scope.getState($videoConsent)).toBe(false);
    await allSettled(consentAcceptedAll, { scope });
    expect(jar.get('cookie_consent')).toBe(encodeURIComponent('analytics=true,ads=true,facebook=true,pinterest=true,youtube=true'));
    expect(scope.getState($bannerOpen)).toBe(false);
    expect(scope.getState($videoConsent)).toBe(true);
    expect(scope.getState($consent)?.analytics).toBe(true);
  });

  test('a stored choice keeps the banner closed until the preferences are asked for', async () => {
    const { jar } = fakeBrowser();
    jar.set('cookie_consent', encodeURIComponent(serializeChoices(allChoices(false))));
    const scope = fork();
    await allSettled(consentStarted, { scope });
    expect(scope.getState($bannerOpen)).toBe(false);
    await allSettled(consentPreferencesOpened, { scope });
    expect(scope.getState($bannerOpen)).toBe(true);
    await allSettled(consentSaved, { scope, params: { ...allChoices(false), youtube: true } });
    expect(scope.getState($bannerOpen)).toBe(false);
    expect(scope.getState($videoConsent)).toBe(true);
  });

  test('the video placeholder’s button gives video consent alone', async () => {
    const { jar } = fakeBrowser();
    const scope = fork();
    await allSettled(consentStarted, { scope });
    await allSettled(videoConsentGiven, { scope });
    expect(parseChoices(decodeURIComponent(jar.get('cookie_consent')!))).toEqual({ ...allChoices(false), youtube: true });
    expect(scope.getState($videoConsent)).toBe(true);
    expect(scope.getState($bannerOpen)).toBe(false);
  });

  test('the configured cookie name is used', async () => {
    const { jar } = fakeBrowser();
    const scope = fork();
    await allSettled(thirdPartiesConfigured, { scope, params: { consentCookieName: 'site_consent' } });
    await allSettled(consentRejectedAll, { scope });
    expect(jar.has('site_consent')).toBe(true);
    expect(jar.has('cookie_consent')).toBe(false);
  });

  test('the tag manager loads only after consent and only with an id', async () => {
    const { appended } = fakeBrowser();
    const withoutId = fork();
    await allSettled(consentStarted, { scope: withoutId });
    await allSettled(consentAcceptedAll, { scope: withoutId });
    expect(appended).toEqual([]);

    const { appended: later } = fakeBrowser();
    const scope = fork();
    await allSettled(thirdPartiesConfigured, { scope, params: { tagManagerId: 'GTM-ABC1234' } });
    await allSettled(consentStarted, { scope });
    await allSettled(consentSaved, { scope, params: { ...allChoices(false), youtube: true } });
    expect(later).toEqual([]);
    await allSettled(consentSaved, { scope, params: { ...allChoices(false), analytics: true } });
    expect(later.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'consent_update', consent: { ...allChoices(false), analytics: true } });
  });

  test('do-not-track is not respected: consent alone decides', async () => {
    const { appended } = fakeBrowser();
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    Object.assign(globalThis, { doNotTrack: '1' });
    try {
      const scope = fork();
      await allSettled(thirdPartiesConfigured, { scope, params: { tagManagerId: 'GTM-ABC1234' } });
      await allSettled(consentStarted, { scope });
      await allSettled(consentAcceptedAll, { scope });
      expect(appended.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
    } finally {
      delete (globalThis as { doNotTrack?: string }).doNotTrack;
    }
  });

  test('empty variables mean not configured', async () => {
    const scope = fork();
    await allSettled(thirdPartiesConfigured, { scope, params: { botCheckSiteKey: '', tagManagerId: '', consentCookieName: '' } });
    expect(scope.getState($thirdParties)).toMatchObject({ botCheckSiteKey: null, tagManagerId: null, consentCookieName: 'cookie_consent' });
  });
});

describe('tag-manager misuse is logged, never thrown', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  test('missing dataLayer, an event that is not an object, an event without its name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('window', {});
    expect(pushTagEvent({ event: 'x' })).toBe(false);
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    expect(pushTagEvent('page_view')).toBe(false);
    expect(pushTagEvent({ page: '/' })).toBe(false);
    expect(pushTagEvent({ event: 'download', file: 'sheet.pdf' })).toBe(true);
    // The spec's words (§8), each with the event at fault.
    expect(warn.mock.calls).toEqual([
      ['missing dataLayer', { event: 'x' }],
      ['event must be an object', 'page_view'],
      ['missing event property', { page: '/' }],
    ]);
    expect(dataLayer).toEqual([{ event: 'download', file: 'sheet.pdf' }]);
  });
});

describe("the islands' starter's reading of the served third parties", () => {
  test('sees a tag manager in the values a page was served with, and none where none is configured', async () => {
    const served = async (config: Parameters<typeof thirdPartiesConfigured>[0]) => {
      const scope = fork();
      await allSettled(thirdPartiesConfigured, { scope, params: config });
      return JSON.parse(JSON.stringify(serialize(scope))) as Record<string, unknown>;
    };
    expect(tagManagerConfigured(await served({ tagManagerId: 'GTM-TEST' }))).toBe(true);
    expect(tagManagerConfigured(await served({ tagManagerId: '' }))).toBe(false);
    expect(tagManagerConfigured(await served({ mapsKey: 'key' }))).toBe(false);
    expect(tagManagerConfigured({})).toBe(false);
  });
});
