/**
 * No page shows a text in a language other than its own: the English texts (catalogue,
 * validation messages, printed documents) hold no French, and the French ones no English left
 * untranslated. The spec's French texts are the French catalogue's; English pages say them in
 * English. Words and letters that only one of the two languages writes are looked for; proper
 * names that keep their own spelling in both are the listed exceptions.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { documentTexts } from '../../src/backoffice/i18n/document-texts.ts';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { frenchMessages } from '../../src/shared/kernel/i18n/fr/index.ts';
import { englishValidationTexts } from '../../src/shared/kernel/i18n/validation/en.ts';
import { frenchValidationTexts } from '../../src/shared/kernel/i18n/validation/fr.ts';

/** Every text of a nested object of texts (and of functions writing one), by its path. */
function textsOf(value: unknown, path: string, into: Map<string, string> = new Map()): Map<string, string> {
  if (typeof value === 'string') into.set(path, value);
  else if (typeof value === 'function') into.set(path, String((value as (...args: unknown[]) => unknown)('{a}', '{b}')));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) textsOf(item, `${path}.${key}`, into);
  return into;
}

/** What a catalogue message shows: its literal text at any depth, not its arguments' names or select keys. */
function shownText(message: string): string {
  const parts: string[] = [];
  const visit = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) parts.push(element.value);
      else if (element.type === TYPE.tag) visit(element.children);
      else if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return parts.join(' ');
}

const catalogueTexts = (messages: Readonly<Record<string, string>>) => new Map(Object.entries(messages).map(([id, message]) => [`catalogue.${id}`, shownText(message)]));

const englishTexts = new Map([
  ...catalogueTexts(englishMessages),
  ...textsOf(englishValidationTexts, 'validation'),
  ...textsOf(documentTexts('en'), 'documents'),
]);
const frenchTexts = new Map([
  ...catalogueTexts(frenchMessages),
  ...textsOf(frenchValidationTexts, 'validation'),
  ...textsOf(documentTexts('fr'), 'documents'),
]);

/** Letters English never writes (outside borrowed words, which the site does not use). */
const FRENCH_LETTERS = /[àâçéèêëîïôùûüÿœæ«»]/i;
/** Words French writes and English does not. */
const FRENCH_WORDS = /\b(?:le|la|les|des|du|une|et|pour|avec|votre|vos|vous|nous|aucun|aucune|dans|sur|est|sont|cette|veuillez|merci|désolé|recherche|résultats?|enduits?|plâtre|particuliers|professionnels)\b/iu;
/** Words English writes and French does not. */
const ENGLISH_WORDS = /\b(?:the|your|you|and|with|please|search|results?|sorry|our|this|that|of|is|are|to|for|from|here|see|all|more|filler|fillers|plaster)\b/i;

/** Proper names spelt the same in both languages: the maker's name, the product ranges' brand. */
const NAMES = [/Filler & Plaster Co\./g];
const withoutNames = (text: string) => NAMES.reduce((rest, name) => rest.replace(name, ''), text);

describe('English texts', () => {
  test('were all read (the catalogue, validation and documents)', () => {
    expect(englishTexts.size).toBeGreaterThan(Object.keys(englishMessages).length);
    expect([...englishTexts.keys()].some((key) => key.startsWith('documents.safetyNotes'))).toBe(true);
  });

  test('hold no French letter or word', () => {
    const french = [...englishTexts].filter(([, text]) => FRENCH_LETTERS.test(withoutNames(text)) || FRENCH_WORDS.test(withoutNames(text)));
    expect(french.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  test('say the spec’s French search texts in English', () => {
    expect(englishMessages['results.none']).toBe('Sorry, no results for your search');
    expect(englishMessages['search.searching']).toBe('Searching…');
  });
});

describe('French texts', () => {
  test('hold no English word left untranslated', () => {
    const english = [...frenchTexts].filter(([, text]) => ENGLISH_WORDS.test(withoutNames(text)));
    expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the check itself', () => {
  test('catches what it looks for', () => {
    expect(FRENCH_LETTERS.test('Désolé, aucun résultat pour votre recherche')).toBe(true);
    expect(FRENCH_WORDS.test('Recherche en cours')).toBe(true);
    expect(ENGLISH_WORDS.test('Voir all produits')).toBe(true);
    expect(FRENCH_WORDS.test(withoutNames('Filler & Plaster Co. makes fillers'))).toBe(false);
    expect(shownText('{role, select, filler {Reboucher avec} other {Finir avec}}')).toBe('Reboucher avec Finir avec');
  });
});
