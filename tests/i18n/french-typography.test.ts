/**
 * French typography of every French interface text (decision 195): a no-break space (U+00A0, or
 * the narrow U+202F) before : ; ! ? » and after «, never an ordinary space or none; a no-break
 * space between a measure and its unit ("3 mm", "1,5 kg", "300 m²"), in English too. Each message
 * is read as it can be shown: its ICU arguments stand for words, every branch of its plurals and
 * selects is read, its tags' contents are read in place, so "{count} :" or "{name}!" fail too.
 * The demo's French titles and short labels (menus, settings, ranges, characteristics, page and
 * folder titles, FAQ questions, sliders, landings) are held to the same rule; its long texts
 * (articles, descriptions, answers) are their writers' (decision 195).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { frenchCaracteristics } from '../../src/backoffice/demo/data/caracteristics-fr.ts';
import { frenchCategories } from '../../src/backoffice/demo/data/categories-fr.ts';
import { frenchContent } from '../../src/backoffice/demo/data/fr/index.ts';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { frenchMessages } from '../../src/shared/kernel/i18n/fr/index.ts';
import { frenchValidationTexts } from '../../src/shared/kernel/i18n/validation/fr.ts';

const NO_BREAK = '[\\u00A0\\u202F]';
/** An ordinary space, or no space at all, before high punctuation; none after an opening guillemet. */
const misspaced = new RegExp(`(?:^|[^\\u00A0\\u202F])[:;!?»]|«(?!${NO_BREAK})`, 'u');
/** The units the site writes after a number: lengths, areas, weights, volumes, times, temperatures, file sizes. */
const UNIT = '(?:mm|cm|m²|m|km|kg|g|L|h|min|°C|%|kB|MB|ko|Mo)';
/** A number and its unit that a line may part: an ordinary space between them ("3 mm", "1,5 kg"), not a no-break one. */
const measureApart = new RegExp(`\\d[^\\S\\u00A0\\u202F]${UNIT}(?![\\p{L}\\d])`, 'u');
const misset = (text: string) => misspaced.test(text) || measureApart.test(text);

/** Every text a message can show, an argument standing for a word. */
function shownTexts(elements: readonly MessageFormatElement[]): string[] {
  let texts = [''];
  const append = (endings: readonly string[]) => {
    texts = texts.flatMap((text) => endings.map((ending) => text + ending));
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) append([element.value]);
    else if (element.type === TYPE.pound) append(['2']);
    // Any other argument may be a number: "{size} kg" must be set as a measure.
    else if (element.type === TYPE.tag) append(shownTexts(element.children));
    else if (element.type === TYPE.plural || element.type === TYPE.select) append(Object.values(element.options).flatMap((option) => shownTexts(option.value)));
    else append(['2']);
  }
  return texts;
}

/** The validation texts and field names, flattened to one text each. */
function validationTexts(): [string, string][] {
  return Object.entries(frenchValidationTexts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[key, value]] : Object.entries(value).map(([field, name]): [string, string] => [`fields.${field}`, String(name)]),
  );
}

/** Keys whose strings are titles or short labels, at any depth of the demo's French data. */
const titleKeys = new Set(['title', 'name', 'label', 'titre', 'label_link', 'question', 'alt', 'type_label']);

function titlesAndLabels(value: unknown, key = '', found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') {
    if (titleKeys.has(key)) found.push([key, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item) => titlesAndLabels(item, key, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) titlesAndLabels(item, name, found);
  }
  return found;
}

describe('French typography', () => {
  test('the check itself tells good spacing from bad', () => {
    const wrong = ['Liban : {phone}', 'Liban: {phone}', 'Merci !', '{count}?', 'Le mot « {word} »', '«\u00A0mot »', ': {subject}', 'Attention ; lisez', 'Jusqu’à 3 mm', 'Sac de {size} kg', '{area} m²\u00A0: surface', 'Entre +5 °C et +30\u00A0°C', '25 %'];
    const right = ['Liban\u00A0: {phone}', 'Merci\u202F!', '{count}\u202F?', 'Le mot «\u00A0{word}\u00A0»', '\u00A0: {subject}', 'Attention\u202F; lisez', 'Jusqu’à 3\u00A0mm', 'Sac de {size}\u00A0kg', '{count} murs', 'FFP2 masque', '2 litres'];
    for (const text of wrong) expect(shownTexts(parse(text)).some(misset), text).toBe(true);
    for (const text of right) expect(shownTexts(parse(text)).some(misset), text).toBe(false);
  });

  test('every message of the French catalogue has a no-break space before : ; ! ? » and after «, and between a measure and its unit', () => {
    const wrong = Object.entries(frenchMessages).filter(([, text]) => shownTexts(parse(text)).some(misset));
    expect(wrong).toEqual([]);
  });

  test('so has every French validation text and field name', () => {
    const wrong = validationTexts().filter(([, text]) => shownTexts(parse(text)).some(misset));
    expect(wrong).toEqual([]);
  });

  test('English messages keep a measure and its unit together too, as the site writes them in both languages', () => {
    const wrong = Object.entries(englishMessages).filter(([, text]) => shownTexts(parse(text)).some((shown) => measureApart.test(shown)));
    expect(wrong).toEqual([]);
  });

  test('so have the demo’s French titles and short labels', () => {
    const shortTexts: [string, string][] = [
      ...titlesAndLabels(frenchContent),
      ...Object.values(frenchContent.settings).flatMap((values) => (values ?? []).map((value): [string, string] => ['setting', value])),
      ...Object.values(frenchCategories).map(({ name }): [string, string] => ['range', name]),
      ...Object.values(frenchCaracteristics).flatMap(({ label, options }) => [label, ...Object.values(options ?? {})].map((text): [string, string] => ['characteristic', text])),
    ];
    expect(shortTexts.length).toBeGreaterThan(200);
    expect(shortTexts.filter(([, text]) => misset(text.replace(/https?:\/\/\S+/g, '')))).toEqual([]);
  });
});
