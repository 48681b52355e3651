/** The head's language-choice script: the cookie it writes for a followed language link. */
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { localeChoiceScript } from '../../src/shared/features/locale/locale-choice-script.ts';
import { LOCALE_CHOICE_ATTRIBUTE } from '../../src/shared/features/locale/model.ts';

class FakeElement {
  constructor(
    readonly attributes: Record<string, string>,
    readonly parent?: FakeElement,
  ) {}
  closest(selector: string): FakeElement | null {
    expect(selector).toBe(`a[${LOCALE_CHOICE_ATTRIBUTE}]`);
    return LOCALE_CHOICE_ATTRIBUTE in this.attributes ? this : (this.parent?.closest(selector) ?? null);
  }
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
}

/** Runs the script on a page served over `protocol`, clicks `target`; answers the cookies written. */
function clicked(target: unknown, protocol = 'http:'): string[] {
  const written: string[] = [];
  const listeners: Array<{ listener: (event: { target: unknown }) => void; capture: unknown }> = [];
  const document = {
    addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: unknown) => type === 'click' && listeners.push({ listener, capture }),
    set cookie(value: string) {
      written.push(value);
    },
  };
  runInNewContext(localeChoiceScript, { document, location: { protocol }, Element: FakeElement });
  expect(listeners).toHaveLength(1);
  // Capture: a handler that stops the click's propagation cannot hide it.
  expect(listeners[0]!.capture).toBe(true);
  listeners[0]!.listener({ target });
  return written;
}

test('following a language link, or anything inside it, remembers its locale for 365 days on the whole site', () => {
  const link = new FakeElement({ href: '/fr', [LOCALE_CHOICE_ATTRIBUTE]: 'fr' });
  expect(clicked(link)).toEqual(['i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
  expect(clicked(new FakeElement({}, new FakeElement({ class: 'label' }, link)))).toEqual(['i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
});

test('over https the cookie is Secure', () => {
  expect(clicked(new FakeElement({ [LOCALE_CHOICE_ATTRIBUTE]: 'en' }), 'https:')).toEqual(['i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
});

test('other clicks write nothing', () => {
  expect(clicked(new FakeElement({ href: '/fr/enduit-particuliers' }))).toEqual([]);
  expect(clicked({ nodeType: 3 })).toEqual([]);
  expect(clicked(null)).toEqual([]);
});

test('a value is encoded, and the script cannot close its element', () => {
  expect(clicked(new FakeElement({ [LOCALE_CHOICE_ATTRIBUTE]: 'x; Domain=evil' }))).toEqual(['i18n_redirected=x%3B%20Domain%3Devil; Path=/; Max-Age=31536000; SameSite=Lax']);
  expect(localeChoiceScript).not.toMatch(/<\/script/i);
});
