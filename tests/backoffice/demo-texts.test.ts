/**
 * The demo's texts read as a maker's would (issue 34): news articles with a body to read, their
 * pictures and the products they mention; our history as a timeline; product summaries that say what each product is for
 * rather than repeat its name; in both languages, French set in French spacing, every measure kept
 * with its unit by a no-break space in both.
 */
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../src/shared/kernel/api/contract.ts';
import { contentSeeds } from '../../src/backoffice/demo/data/content-seeds.ts';
import { sliders } from '../../src/backoffice/demo/data/editorial.ts';
import { frenchContent } from '../../src/backoffice/demo/data/fr/index.ts';
import { storeLocations } from '../../src/backoffice/demo/data/locations.ts';
import { pages, type SeedPage } from '../../src/backoffice/demo/data/pages.ts';
import { productLines } from '../../src/backoffice/demo/data/product-lines.ts';
import { frenchProductLines } from '../../src/backoffice/demo/data/product-lines-fr.ts';
import { frenchProducts } from '../../src/backoffice/demo/data/products-fr.ts';
import { products } from '../../src/backoffice/demo/data/products.ts';
import { sceneSubjectOf } from '../../src/backoffice/demo/scenes.ts';
import { wordCount } from '../support/word-count.ts';

/** An ordinary space between a measure and its unit, which a line may part ("3 mm"): in every language. */
const MEASURE_APART = /\d (?:mm|cm|m²|m|km|kg|g|L|h|min|°C|%)(?![\p{L}\d])/u;
/** An ordinary space where French wants a no-break one: before : ; ! ? », after «, between a measure and its unit. */
const FRENCH_SPACING_FAULT = new RegExp(` [:;!?»]|« |${MEASURE_APART.source}`, 'u');

/** What a page reads in one language: its body's words, its pictures and the products its cards lead to. */
function reading(blocks: readonly PageBlock[]) {
  const paragraphs = blocks.flatMap((block) => (block.type === 'paragraph' ? [block] : []));
  const pushes = blocks.flatMap((block) => (block.type === 'push' ? [block] : []));
  return {
    words: paragraphs.reduce((total, block) => total + wordCount(block.text), 0),
    pictures: [...paragraphs, ...pushes].flatMap((block) => (block.visuel === null ? [] : [block.visuel])),
    productSlugs: pushes.flatMap((push) => {
      const url = push.element?.url ?? '';
      return url.startsWith('/product/') ? [url.slice('/product/'.length)] : [];
    }),
  };
}

/** Every text a French page shows. */
function frenchPageTexts(page: SeedPage): string[] {
  return [
    page.title,
    page.extract,
    ...page.blocks.flatMap((block) => {
      if (block.type === 'timeline') return [block.titre ?? '', ...block.milestones.flatMap((milestone) => [milestone.title, milestone.text])];
      const picture = block.visuel === null ? [] : [block.visuel.alt];
      if (block.type === 'paragraph') return [block.titre ?? '', block.text, ...picture];
      return [block.titre, block.text ?? '', block.label ?? '', block.label_link ?? '', ...picture];
    }),
  ];
}

const newsPages = pages.filter((page) => page.type.technical_name === 'actualite');
const languages = (page: SeedPage) => ({ en: page, fr: frenchContent.pages[page.id]!.body });
const productsBySlug = { en: new Map(products.map((product) => [product.slug, product])), fr: new Map(products.map((product) => [frenchProducts.get(product.id)!.slug, product])) };

describe('news articles', () => {
  it('have a body of 300 to 600 words in each language', () => {
    expect(newsPages.length).toBeGreaterThanOrEqual(8);
    for (const page of newsPages) {
      for (const [language, body] of Object.entries(languages(page))) {
        const { words } = reading(body.blocks);
        expect(words, `${page.slug} (${language})`).toBeGreaterThanOrEqual(300);
        expect(words, `${page.slug} (${language})`).toBeLessThanOrEqual(600);
      }
    }
  });

  it('show one or two pictures, none twice nor two of one scene, each described, the same in both languages', () => {
    for (const page of newsPages) {
      const pictures = Object.values(languages(page)).map((body) => reading(body.blocks).pictures);
      for (const shown of pictures) {
        expect(shown.length, page.slug).toBeGreaterThanOrEqual(1);
        expect(shown.length, page.slug).toBeLessThanOrEqual(2);
        const names = shown.map((picture) => /^\/media\/visual\/([a-z0-9-]+)\.png$/.exec(picture.url)?.[1] ?? picture.url);
        expect(new Set(names).size, page.slug).toBe(names.length);
        const scenes = names.map(sceneSubjectOf);
        expect(scenes, page.slug).not.toContain(null);
        expect(new Set(scenes).size, `${page.slug}: ${scenes.join(', ')}`).toBe(scenes.length);
        for (const picture of shown) expect(picture.alt.length, `${page.slug}: ${picture.url}`).toBeGreaterThan(10);
      }
      const [english, french] = pictures.map((shown) => shown.map((picture) => picture.url).sort());
      expect(french, page.slug).toEqual(english);
    }
  });

  it('lead to the products they mention, which exist in that language, are sold to their readers and are the same in both languages', () => {
    for (const page of newsPages) {
      const mentioned = Object.entries(languages(page)).map(([language, body]) =>
        reading(body.blocks).productSlugs.map((slug) => {
          const product = productsBySlug[language as 'en' | 'fr'].get(slug);
          expect(product, `${page.slug} (${language}) mentions ${slug}`).toBeDefined();
          return product!;
        }),
      );
      const [english, french] = mentioned.map((listed) => listed.map((product) => product.reference));
      expect(english!.length, page.slug).toBeGreaterThan(0);
      expect(french, page.slug).toEqual(english);
      const readers = page.target === null ? (['part', 'pro'] as const) : [page.target];
      for (const product of mentioned[0]!) {
        for (const audience of readers) expect(product.categories[audience].length, `${page.slug}: ${product.reference} for ${audience}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('our history', () => {
  it('is a timeline of at least eight milestones, earliest first, at the same years in both languages', () => {
    const history = pages.find((page) => page.slug === 'our-history')!;
    const years = Object.entries(languages(history)).map(([language, body]) => {
      const timelines = body.blocks.flatMap((block) => (block.type === 'timeline' ? [block] : []));
      expect(timelines, language).toHaveLength(1);
      const { milestones } = timelines[0]!;
      expect(milestones.length, language).toBeGreaterThanOrEqual(8);
      milestones.forEach((milestone, index) => {
        if (index > 0) expect(milestone.year, `${language}: ${milestone.title}`).toBeGreaterThan(milestones[index - 1]!.year);
        expect(milestone.title.length, language).toBeGreaterThan(0);
        const sentences = milestone.text.match(/[.!?](\s|$)/g)?.length ?? 0;
        expect(sentences, `${language}: ${milestone.text}`).toBeGreaterThanOrEqual(1);
        expect(sentences, `${language}: ${milestone.text}`).toBeLessThanOrEqual(3);
      });
      return milestones.map((milestone) => milestone.year);
    });
    expect(years[1]).toEqual(years[0]);
  });
});

/** Every string of a value, at any depth, by its path. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

describe('French pages', () => {
  it('are set in French spacing', () => {
    for (const page of pages) {
      for (const text of frenchPageTexts(frenchContent.pages[page.id]!.body)) expect(text, page.slug).not.toMatch(FRENCH_SPACING_FAULT);
    }
  });

  it('and so is every other French text of the demo: slides, FAQ, folders, events, stores', () => {
    const { pages: _pages, ...others } = frenchContent;
    const texts = stringsOf(others).filter(([path]) => !/\.(url|link|slug|video_id|email|phone)$/.test(path));
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter(([, text]) => FRENCH_SPACING_FAULT.test(text))).toEqual([]);
  });
});

describe('English texts', () => {
  it('keep every measure with its unit, as the site writes measures: pages, products and every other content', () => {
    const content = Object.values(contentSeeds).flatMap((seed) => seed.documents(new Date()).map((document) => document.body));
    const texts = stringsOf({ content, products: products.map(({ name, extract, description }) => ({ name, extract, description })) });
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(([, text]) => MEASURE_APART.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});

describe('the home slide to the store locator', () => {
  it('counts the points of sale every visitor’s locator lists, in both languages', () => {
    const slide = sliders.find((slider) => slider.link === '/store-locator')!;
    // The individuals' locator lists the stores; the professionals' the distributors too.
    const stores = storeLocations.filter((location) => location.type === 'store');
    expect(stores.length).toBeGreaterThan(0);
    for (const text of [slide.text, frenchContent.sliders[slide.id]!.body.text]) expect(text.match(/\d+/g), text).toEqual([String(stores.length)]);
  });
});

describe('product summaries', () => {
  const summaries = products.map((product) => {
    const code = product.reference.slice(0, product.reference.indexOf('-'));
    const french = frenchProducts.get(product.id)!;
    return {
      product: product.reference,
      english: { summary: product.extract, names: [product.name, productLines.find((line) => line.code === code)!.name] },
      french: { summary: french.extract, names: [french.name, frenchProductLines[code]!.name] },
    };
  });

  it('never name their product, in either language', () => {
    for (const { product, english, french } of summaries) {
      for (const { summary, names } of [english, french]) {
        for (const name of names) expect(summary.toLowerCase(), `${product}: ${summary}`).not.toContain(name.toLowerCase());
      }
    }
  });

  it('are a sentence that fits a search result’s description, each line its own', () => {
    for (const { product, english, french } of summaries) {
      for (const { summary } of [english, french]) {
        expect(summary.length, `${product}: ${summary}`).toBeGreaterThanOrEqual(60);
        expect(summary.length, `${product}: ${summary}`).toBeLessThanOrEqual(160);
        expect(summary, product).toMatch(/\.$/);
      }
    }
    for (const language of ['english', 'french'] as const) {
      const byLine = new Map(summaries.map((entry) => [entry.product.slice(0, 3), entry[language].summary]));
      expect(new Set(byLine.values()).size, language).toBe(byLine.size);
    }
  });

  it('are set in French spacing in French, as the French descriptions are', () => {
    for (const product of products) {
      const french = frenchProducts.get(product.id)!;
      expect(french.extract, product.reference).not.toMatch(FRENCH_SPACING_FAULT);
      expect(french.description, product.reference).not.toMatch(FRENCH_SPACING_FAULT);
    }
  });
});
