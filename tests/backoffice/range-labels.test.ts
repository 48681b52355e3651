/**
 * One spelling of each range (decision 195): the cards, filters and product pages read a
 * range's name from its category, and the menus take the same name, in English and in French;
 * a range both audiences have (the same French name in both plans) has one English name too.
 */
import { describe, expect, test } from 'vitest';
import type { MenuLink } from '../../src/shared/kernel/api/contract.ts';
import { categories } from '../../src/backoffice/demo/data/categories.ts';
import { frenchCategories } from '../../src/backoffice/demo/data/categories-fr.ts';
import { frenchMenus } from '../../src/backoffice/demo/data/fr/menus.ts';
import { menus } from '../../src/backoffice/demo/data/menus.ts';

function categoryLinks(items: readonly MenuLink[]): MenuLink[] {
  return items.flatMap((item) => [...(item.type === 'category' ? [item] : []), ...categoryLinks(item.childs)]);
}

describe('range names', () => {
  test('an English menu names each range as its category does', () => {
    const links = menus.flatMap((menu) => categoryLinks(menu.items));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.label, link.slug!).toBe(categories.find((category) => category.slug === link.slug)?.name);
  });

  test('a French menu names each range as its French category does', () => {
    const links = Object.values(frenchMenus).flatMap((items) => categoryLinks(items));
    const frenchBySlug = new Map(Object.values(frenchCategories).map((french) => [french.slug, french.name]));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.label, link.slug!).toBe(frenchBySlug.get(link.slug!));
  });

  test('a range both audiences have is named alike in both plans, in English as in French', () => {
    const englishByFrench = new Map<string, Set<string>>();
    for (const category of categories) {
      const french = frenchCategories[category.slug]!.name;
      englishByFrench.set(french, (englishByFrench.get(french) ?? new Set()).add(category.name));
    }
    const spelledTwice = [...englishByFrench].filter(([, english]) => english.size > 1).map(([french, english]) => [french, [...english]]);
    expect(spelledTwice).toEqual([]);
  });
});
