/**
 * The French catalogue translates every English message, area by area: same file names, same
 * ids, same ICU arguments and tags, and one typographic style.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { frenchMessages } from '../../src/shared/kernel/i18n/fr/index.ts';

const i18n = path.resolve(import.meta.dirname, '../../src/shared/kernel/i18n');
const assemblies = new Set(['index.ts', 'shell.ts']);
const areaFiles = (locale: string) => readdirSync(path.join(i18n, locale)).filter((file) => !assemblies.has(file)).sort();

/** An area file's one export: its messages. */
async function areaOf(locale: string, file: string): Promise<Record<string, string>> {
  const module = (await import(path.join(i18n, locale, file))) as Record<string, Record<string, string>>;
  const [messages, ...others] = Object.values(module);
  expect(others, `${locale}/${file} exports one area`).toEqual([]);
  return messages!;
}

/** The argument and tag names a message uses, at any depth of plurals, selects and tags. */
function argumentNames(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(`${element.type === TYPE.tag ? '<>' : ''}${element.value}`);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(text));
  return [...names].sort();
}

describe('the French catalogue', () => {
  test('has one area file per English area file', () => {
    expect(areaFiles('fr')).toEqual(areaFiles('en'));
  });

  test.each(areaFiles('en'))('translates every id of %s, and no other', async (file) => {
    const [english, french] = await Promise.all([areaOf('en', file), areaOf('fr', file)]);
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  test('is the whole English catalogue, translated', () => {
    expect(Object.keys(frenchMessages).sort()).toEqual(Object.keys(englishMessages).sort());
  });

  test('uses the same arguments and tags as English in every message', () => {
    for (const [id, english] of Object.entries(englishMessages)) {
      expect(argumentNames(frenchMessages[id]!), id).toEqual(argumentNames(english));
    }
  });

  test('writes a no-break space before : ; ? ! and inside « », and typographic apostrophes', () => {
    for (const [id, text] of Object.entries(frenchMessages)) {
      expect(text, id).not.toMatch(/ [:;?!]|« | »|'/);
      expect(text, id).not.toMatch(/[^\s\u00A0][;?!](?:\s|$)|\p{L}:|«[^\u00A0]|[^\u00A0]»/u);
    }
  });

  test('keeps the spec’s French search texts as written', () => {
    expect(frenchMessages['search.searching']).toBe('Recherche en cours');
    expect(frenchMessages['results.none']).toBe('Désolé, aucun résultat pour votre recherche');
  });
});
