/**
 * A locale without its message file is logged and shown in English (spec §8, "Locale"); a
 * translation missing some ids falls back to English for those ids only.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { createMessagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { englishShellMessages } from '../../src/shared/kernel/i18n/en/shell.ts';
import { screensMessages } from '../../src/shared/kernel/i18n/en/screens.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

describe('the messages of a locale', () => {
  test('are English, logged once, when the locale has no message file', () => {
    const log = vi.fn();
    const messagesOf = createMessagesFor({ catalogueOf: () => undefined, log });
    expect(messagesOf('fr', screensMessages)).toEqual({ ...englishShellMessages, ...screensMessages });
    expect(messagesOf('fr')).toEqual(englishShellMessages);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('"fr"');
  });

  test('are English without a word for English itself', () => {
    const log = vi.fn();
    expect(createMessagesFor({ catalogueOf: () => undefined, log })('en')).toEqual(englishShellMessages);
    expect(log).not.toHaveBeenCalled();
  });

  test('take each translated id from the translation and the others from English', () => {
    const log = vi.fn();
    const messagesOf = createMessagesFor({ catalogueOf: (code) => (code === 'fr' ? { 'header.contact': 'Contactez-nous' } : undefined), log });
    const messages = messagesOf('fr', screensMessages);
    expect(messages['header.contact']).toBe('Contactez-nous');
    expect(messages['a11y.skipToContent']).toBe(englishShellMessages['a11y.skipToContent']);
    expect(messages['screen.contact.title']).toBe(screensMessages['screen.contact.title']);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a site configured with a locale that has no message file', () => {
  const german = { code: 'de', iso: 'de-DE', label: 'Deutsch', default: false, targetSegments: { part: 'spachtel-privat', pro: 'spachtel-profi' } };
  let backoffice: FakeBackoffice;
  let site: TestSite;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    // German takes the English route words: only its messages are missing.
    const withGerman = routes.map((route) => (typeof route.path === 'string' ? route : { ...route, path: { ...route.path, de: route.path.en } }));
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { locales: [...configuredLocales, german], routes: withGerman });
  });
  afterAll(async () => {
    warn.mockRestore();
    await site?.close();
    await backoffice?.close();
  });

  test('serves its pages in English and logs the missing file', async () => {
    const response = await site.get('/de/spachtel-privat/contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain('Skip to main content');
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringContaining('no message file for the locale "de"'));
  });
});
