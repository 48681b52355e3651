/** The layout's small rules: device classes, menu columns and colours, filter segments, page windows. */
import { describe, expect, test } from 'vitest';
import { caracteristicsOf, sortOf, toggleFilter, withSort } from '../../src/shared/kernel/routing/filter-segments.ts';
import { pageWindow } from '../../src/shared/blocks/catalogue/pagination.tsx';
import { deviceClassOf } from '../../src/shared/features/device/device-class.ts';
import { chunk, menuColor } from '../../src/shared/layout/menu/menu-columns.ts';

test.each([
  [1440, 'desktop'],
  [1025, 'desktop'],
  [1024, 'tablet'],
  [769, 'tablet'],
  [768, 'phablet'],
  [566, 'phablet'],
  [565, 'phone'],
  [320, 'phone'],
])('a %i px viewport is %s', (width, device) => {
  expect(deviceClassOf(width)).toBe(device);
});

describe('menus', () => {
  test('columns hold 4 links', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9]).map((column) => column.length)).toEqual([4, 4, 1]);
    expect(chunk([])).toEqual([]);
  });

  test.each([
    ['f39200_orange', '#f39200'],
    ['2F80C0_products_blue', '#2f80c0'],
    ['abc_x', '#abc'],
    ['orange', undefined],
    ['f3920_x', undefined],
    ['"red";}body{x', undefined],
    [null, undefined],
  ])('colour %s is %s', (color, expected) => {
    expect(menuColor(color)).toBe(expected);
  });
});

describe('filter segments', () => {
  const filters = [
    { key: 'FORM', values: ['powder'] },
    { key: 'FINISH', values: ['very-fine', 'fine'] },
    { key: 'ORDER', values: ['price-desc'] },
  ];

  test('become the characteristics query, option codes back in snake_case, the order aside', () => {
    expect(caracteristicsOf(filters)).toEqual({ form: ['powder'], finish: ['very_fine', 'fine'] });
    expect(sortOf(filters)).toBe('price_desc');
    expect(sortOf([{ key: 'ORDER', values: ['sideways'] }])).toBe('position');
  });

  test('toggle one value at a time and drop an emptied filter', () => {
    expect(toggleFilter(filters, 'FORM', 'paste')[0]).toEqual({ key: 'FORM', values: ['powder', 'paste'] });
    expect(toggleFilter(filters, 'FORM', 'powder').map((filter) => filter.key)).toEqual(['FINISH', 'ORDER']);
    expect(toggleFilter([], 'SUPPORT', 'wood')).toEqual([{ key: 'SUPPORT', values: ['wood'] }]);
  });

  test('the default order has no segment', () => {
    expect(withSort(filters, 'position').map((filter) => filter.key)).toEqual(['FORM', 'FINISH']);
    expect(withSort([], 'name_asc')).toEqual([{ key: 'ORDER', values: ['name-asc'] }]);
  });
});

test('pagination shows the first, the last and two pages around the current one', () => {
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  expect(pageWindow(1, 1)).toEqual([1]);
});
