/** The head's consent hint: marks the document on a first visit only, for the configured cookie name. */
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { CONSENT_HINT_ASKING, CONSENT_HINT_ATTRIBUTE, consentHintScript } from '../../src/shared/features/consent/consent-hint.ts';

/** Runs the script against a document holding `cookie`; answers the attribute it set, if any. */
function hintFor(cookieName: string, cookie: string): string | undefined {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  runInNewContext(consentHintScript(cookieName), { document });
  return attributes.get(CONSENT_HINT_ATTRIBUTE);
}

test('no consent cookie: the document is marked as asking', () => {
  expect(hintFor('cookie_consent', '')).toBe(CONSENT_HINT_ASKING);
  expect(hintFor('cookie_consent', 'i18n_redirected=en; session=abc')).toBe(CONSENT_HINT_ASKING);
});

test('a stored choice, first or among other cookies, leaves the document alone', () => {
  expect(hintFor('cookie_consent', 'cookie_consent=analytics%3Dfalse')).toBeUndefined();
  expect(hintFor('cookie_consent', 'i18n_redirected=en; cookie_consent=analytics%3Dfalse')).toBeUndefined();
});

test('only the whole configured name counts', () => {
  expect(hintFor('cookie_consent', 'my_cookie_consent=1')).toBe(CONSENT_HINT_ASKING);
  expect(hintFor('cookie_consent', 'cookie_consent_old=1')).toBe(CONSENT_HINT_ASKING);
  expect(hintFor('site.consent', 'site.consent=1')).toBeUndefined();
  expect(hintFor('site.consent', 'cookie_consent=1')).toBe(CONSENT_HINT_ASKING);
});

test('the script cannot close its element, whatever name it is given', () => {
  expect(consentHintScript('</script><script>alert(1)</script>')).not.toContain('</script');
});
