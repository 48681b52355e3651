import { expect, test } from 'vitest';
import { createIntlFor } from '../../src/shared/kernel/i18n/intl-for.ts';
import { createMessagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';

const english = { code: 'en', iso: 'en-GB' };
const pageMessages = { 'test.greeting': 'Hello {name}' };

test('one intl per locale and page areas, reused by every render', () => {
  const intlFor = createIntlFor(createMessagesFor({ catalogueOf: () => undefined, log: () => undefined }));
  const first = intlFor(english, pageMessages);
  expect(intlFor(english, pageMessages)).toBe(first);
  expect(intlFor(english)).not.toBe(first);
  expect(intlFor({ code: 'fr', iso: 'fr-FR' }, pageMessages)).not.toBe(first);
  expect(first.formatMessage({ id: 'test.greeting' }, { name: 'Léa' })).toBe('Hello Léa');
  expect(first.locale).toBe('en-GB');
});

test('a translation overrides the English text id by id', () => {
  const intlFor = createIntlFor(createMessagesFor({ catalogueOf: (code) => (code === 'fr' ? { 'test.greeting': 'Bonjour {name}' } : undefined), log: () => undefined }));
  expect(intlFor({ code: 'fr', iso: 'fr-FR' }, pageMessages).formatMessage({ id: 'test.greeting' }, { name: 'Léa' })).toBe('Bonjour Léa');
});
