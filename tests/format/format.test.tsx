import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { formatFileSize } from '../../src/shared/kernel/format/file-size.ts';
import { formatPrice, priceAmount } from '../../src/shared/kernel/format/price.ts';
import { splitRegisteredMarks, TitleWithMarks } from '../../src/shared/kernel/format/registered-mark.tsx';
import { slugify } from '../../src/shared/kernel/format/slug.ts';

describe('price display', () => {
  test.each([
    [12, {}, '12'],
    [12.5, {}, '12,50'],
    [12.505, {}, '12,51'],
    [12, { forceDecimals: true }, '12,00'],
    [0, { forceDecimals: true }, '0,00'],
    ['12,5', {}, '12,50'],
    ['12,00', {}, '12'],
    ['7', { forceDecimals: true }, '7,00'],
    [' 1 234,5 ', {}, '1234,50'],
    ['3.2', {}, '3,20'],
    [-4.5, {}, '-4,50'],
    [19.9, { currencySymbol: '£' }, '19,90\u00A0£'],
    [20, { currencySymbol: '£', forceDecimals: true }, '20,00\u00A0£'],
  ] as const)('%j with %j shows %j', (value, format, shown) => {
    expect(formatPrice(value, format)).toBe(shown);
  });

  test.each([
    [1234.5, { locale: 'en-GB' }, '1234,50'],
    [1234567, { locale: 'en-GB', currencySymbol: '£' }, '1234567\u00A0£'],
    [1234.5, { locale: 'fr-FR', currencySymbol: '€' }, '1\u202F234,50\u00A0€'],
    [1234567, { locale: 'fr-FR' }, '1\u202F234\u202F567'],
    [-1234, { locale: 'fr-FR', forceDecimals: true }, '-1\u202F234,00'],
    [999.99, { locale: 'fr-FR' }, '999,99'],
    ['1 234,5', { locale: 'fr-FR' }, '1\u202F234,50'],
    [1234, { locale: 'de-DE' }, '1234'],
  ] as const)('%j in %j shows %j: thousands grouped in French only', (value, format, shown) => {
    expect(formatPrice(value, format)).toBe(shown);
  });

  test('an input that is not a price shows nothing', () => {
    for (const value of ['abc', '', '12,5,3', '1e3', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(value)).toBe('');
      expect(priceAmount(value)).toBeUndefined();
    }
  });
});

describe('file size', () => {
  test.each([
    ['en-GB', 1.5 * 1024 * 1024, /^1\.5\u00A0MB$/u],
    ['en-GB', 245 * 1024, /^245\u00A0kB$/u],
    ['fr-FR', 1.5 * 1024 * 1024, /^1,5\u202FMo$/u],
    ['fr-FR', 245 * 1024, /^245\u202Fko$/u],
  ] as const)('in %s, %i bytes read as %s', (locale, bytes, shown) => {
    expect(formatFileSize(createIntl({ locale, messages: {} }), bytes)).toMatch(shown);
  });
});

describe('slug', () => {
  test.each([
    ['  Enduit de Lissage', 'enduit-de-lissage'],
    ['Prêt à l’emploi', 'pret-a-l-emploi'],
    ["L'enduit  façade ", 'l-enduit-facade'],
    ['Cœur de mur', 'coeur-de-mur'],
    ['ŒUVRE', 'oeuvre'],
    ['Éléments\tet\nmurs', 'elements-et-murs'],
    ['déjà-vu', 'deja-vu'],
    ['Rapid Filler® 1h', 'rapid-filler-1h'],
    ['Ex-libris «Cæsar» — œuvre', 'ex-libris-caesar-oeuvre'],
    ["'Quoted'", 'quoted'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('registered mark', () => {
  test('is cut out of the title wherever it appears', () => {
    expect(splitRegisteredMarks('Fine Finish®')).toEqual(['Fine Finish', '®']);
    expect(splitRegisteredMarks('Lisso® Pro® paste')).toEqual(['Lisso', '®', ' Pro', '®', ' paste']);
    expect(splitRegisteredMarks('Multi Filler')).toEqual(['Multi Filler']);
  });

  test('is shown as a superscript, the rest as escaped text', () => {
    expect(renderToStaticMarkup(<TitleWithMarks title="Fine Finish® <b>" />)).toBe('Fine Finish<sup>®</sup> &lt;b&gt;');
  });
});
