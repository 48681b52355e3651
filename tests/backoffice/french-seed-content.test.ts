import { describe, expect, it } from 'vitest';
import type { MenuLink } from '../../src/shared/kernel/api/contract.ts';
import { faqEntries, folders, machines, sliders, testimonies } from '../../src/backoffice/demo/data/editorial.ts';
import { frenchContent } from '../../src/backoffice/demo/data/fr/index.ts';
import { menus } from '../../src/backoffice/demo/data/menus.ts';
import { pages } from '../../src/backoffice/demo/data/pages.ts';
import { PRO_PLAN_ID } from '../../src/backoffice/demo/data/sites.ts';

type Target = 'pro' | 'part' | null;

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** Texts that are the same word in both languages. */
const SAME_IN_BOTH = new Set(['Contact', 'Services', 'Page']);

/** The legacy French site's addresses (redirects.csv): slug → the trees it is under. */
const legacyPages: Record<string, ('part' | 'pro')[]> = {
  'mentions-legales': ['part'],
  'mon-projet': ['part'],
  'nos-innovations': ['part'],
  'nos-engagements': ['part'],
  'notre-histoire-2': ['part'],
  'le-groupe-1': ['part'],
  'implantations-dans-le-monde': ['part'],
  'notre-demarche-rse': ['part'],
  conseils: ['part', 'pro'],
  'service-technique': ['pro'],
  'service-conso-2': ['part'],
  'bien-preparer-ses-murs-avant-peinture': ['part'],
  'choisir-son-enduit': ['part'],
  'comment-reboucher-un-trou-dans-un-mur': ['part'],
  'enduire-un-plafond': ['part'],
  'enduit-de-lannee-2019': ['part'],
  'enduits-et-humidite': ['part'],
  'lisser-un-mur-abime': ['part'],
  'poser-une-bande-a-joint': ['part'],
  'ragreer-un-mur-irregulier': ['part'],
  'reboucher-apres-une-cheville': ['part'],
  'renover-un-mur-en-platre': ['part'],
  'reparer-un-parquet-abime': ['part'],
  'reparer-une-fissure-en-facade': ['part'],
  'calculer-sa-consommation-denduit': ['pro'],
  'enduit-airless-mode-demploi': ['pro'],
  'la-gamme-pro-fait-peau-neuve': ['pro'],
  'les-outils-du-plaquiste': ['pro'],
  'reussir-ses-joints-de-plaques': ['pro'],
  'temps-de-sechage-des-enduits': ['pro'],
  'traiter-un-support-farineux': ['pro'],
  'trophee-des-artisans': ['pro'],
};
const legacyFolders: Record<string, ('part' | 'pro')[]> = { realiser: ['part'], conseils: ['part'], decorer: ['part'], renover: ['part'], chantier: ['pro'] };
const legacyFaqTags = ['bois', 'commande', 'facade', 'lissage', 'plaques-de-platre', 'rebouchage', 'sechage'];

/** The target an entity under these trees must have: null when under both. */
function expectedTarget(trees: ('part' | 'pro')[]): Target[] {
  return trees.length > 1 ? [null] : [trees[0]!, null];
}

function ids(record: Record<number, unknown>): number[] {
  return Object.keys(record).map(Number).sort((a, b) => a - b);
}

/** The media addresses a JSON value mentions. */
function mediaUrls(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"(\/media\/[^"]+)"/g)].map((match) => match[1]!);
}

function labels(items: MenuLink[]): string[] {
  return items.flatMap((item) => [item.label, ...labels(item.childs)]);
}

describe('French seed content', () => {
  it('translates every English entity, and only those', () => {
    const sorted = (list: { id: number }[]): number[] => list.map((entity) => entity.id).sort((a, b) => a - b);
    expect(ids(frenchContent.pages)).toEqual(sorted(pages));
    expect(ids(frenchContent.folders)).toEqual(sorted(folders));
    expect(ids(frenchContent.faq)).toEqual(sorted(faqEntries));
    expect(ids(frenchContent.sliders)).toEqual(sorted(sliders));
    expect(ids(frenchContent.testimonies)).toEqual(sorted(testimonies));
    expect(ids(frenchContent.machines)).toEqual(sorted(machines));
    const menuKeys = menus.map((menu) => `${menu.planId === PRO_PLAN_ID ? 'pro' : 'part'}:${menu.code}`);
    expect(Object.keys(frenchContent.menus).sort()).toEqual(menuKeys.sort());
    for (const page of pages) {
      const french = frenchContent.pages[page.id]!.body;
      expect({ id: french.id, target: french.target, type: french.type.technical_name }).toEqual({ id: page.id, target: page.target, type: page.type.technical_name });
      expect(french.job === undefined).toBe(page.job === undefined);
    }
  });

  it('has the legacy French pages and folders, visible in their plans', () => {
    const pagesBySlug = new Map(Object.values(frenchContent.pages).map((page) => [page.slug, page.body]));
    for (const [slug, trees] of Object.entries(legacyPages)) {
      expect(pagesBySlug.get(slug)?.target, slug).toBeOneOf(expectedTarget(trees));
    }
    const foldersBySlug = new Map(Object.values(frenchContent.folders).map((folder) => [folder.slug, folder.body]));
    for (const [slug, trees] of Object.entries(legacyFolders)) {
      expect(foldersBySlug.get(slug)?.target, slug).toBeOneOf(expectedTarget(trees));
    }
    for (const slug of ['realiser', 'chantier']) expect(foldersBySlug.get(slug)!.types).toEqual(expect.arrayContaining(['video', 'worksheet']));
  });

  it('gives valid French slugs, unique per resource, and keeps them in the bodies', () => {
    for (const documents of [frenchContent.pages, frenchContent.folders, frenchContent.machines]) {
      const slugs = Object.values(documents).map((document) => document.slug);
      for (const [index, document] of Object.values(documents).entries()) {
        expect(document.slug).toMatch(SLUG);
        expect(document.body.slug).toBe(slugs[index]);
      }
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('carries every legacy FAQ tag on a French entry visible to consumers', () => {
    const partTags = new Set(
      Object.values(frenchContent.faq)
        .filter((entry) => entry.body.target !== 'pro')
        .flatMap((entry) => entry.body.tags.map((tag) => tag.slug)),
    );
    for (const tag of legacyFaqTags) expect(partTags.has(tag), tag).toBe(true);
    for (const tag of Object.values(frenchContent.faq).flatMap((entry) => entry.body.tags)) expect(tag.slug).toMatch(SLUG);
  });

  it('translates titles and labels (no English copy left)', () => {
    const pairs: [english: string, french: string][] = [
      ...pages.flatMap((page): [string, string][] => {
        const french = frenchContent.pages[page.id]!.body;
        return [[page.title, french.title], [page.extract, french.extract], [page.type.label, french.type.label]];
      }),
      ...folders.flatMap((folder): [string, string][] => {
        const french = frenchContent.folders[folder.id]!.body;
        return [[folder.name, french.name], ...folder.items.map((item, index): [string, string] => [item.title, french.items[index]!.title])];
      }),
      ...faqEntries.map((entry): [string, string] => [entry.question, frenchContent.faq[entry.id]!.body.question]),
      ...sliders.map((slider): [string, string] => [slider.title, frenchContent.sliders[slider.id]!.body.title]),
      ...machines.map((machine): [string, string] => [machine.name, frenchContent.machines[machine.id]!.body.name]),
      ...menus.flatMap((menu) => {
        const french = labels(frenchContent.menus[`${menu.planId === PRO_PLAN_ID ? 'pro' : 'part'}:${menu.code}`]!);
        return labels(menu.items).map((label, index): [string, string] => [label, french[index]!]);
      }),
    ];
    const untranslated = pairs.filter(([english, french]) => english === french && !SAME_IN_BOTH.has(english));
    expect(untranslated).toEqual([]);
  });

  it('keeps the English media: a French body only links media the English seed links', () => {
    const english = new Set(mediaUrls([pages, folders, faqEntries, sliders, testimonies, machines, menus]));
    const french = mediaUrls([frenchContent.pages, frenchContent.folders, frenchContent.faq, frenchContent.sliders, frenchContent.testimonies, frenchContent.machines, frenchContent.menus]);
    expect(french.length).toBeGreaterThan(0);
    expect(french.filter((url) => !english.has(url))).toEqual([]);
  });
});
