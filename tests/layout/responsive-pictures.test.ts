/**
 * Responsive pictures over real HTTP against the embedded back office (issue 20): the product's
 * main picture in AVIF and WebP at several widths with its `sizes`, every card, hero and gallery
 * picture with its width and height, and one priority picture a page, preloaded from the head
 * with the same set the browser picks from, every other picture lazy.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const homePath = '/';
const categoryPath = '/professional-filler/category/smoothing-compounds';
const rangesPath = '/professional-filler/category';
const productPath = '/professional-filler/product/fine-finish-smoothing-powder';

async function html(path: string): Promise<string> {
  const response = await site.get(path, { headers: { accept: 'text/html,image/avif,image/webp,*/*' } });
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, '');
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
/** The widths a `srcset` offers (`url 480w, ...`). */
const widthsOf = (srcSet: string) => srcSet.split(',').map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]));

function pictures(fragment: string) {
  return [...fragment.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)].map(([, inner]) => ({
    sources: [...inner!.matchAll(/<source [^>]*>/g)].map(([tag]) => ({ type: attribute(tag, 'type'), srcSet: attribute(tag, 'srcSet')!, sizes: attribute(tag, 'sizes') })),
    img: /<img [^>]*>/.exec(inner!)![0],
  }));
}

/** The part of the page from the element opening with `start` to the first `end` after it. */
function between(page: string, start: string, end: string): string {
  const from = page.indexOf(start);
  expect(from, start).toBeGreaterThan(-1);
  return page.slice(from, page.indexOf(end, from));
}

describe('the product page’s main picture', () => {
  test('offers AVIF and WebP at three widths or more, with its sizes; its img has width and height', async () => {
    const [main] = pictures(between(await html(productPath), '<div class="gallery__stage">', '</picture>') + '</picture>');
    for (const type of ['image/avif', 'image/webp']) {
      const source = main!.sources.find((candidate) => candidate.type === type);
      expect(source, type).toBeDefined();
      expect(widthsOf(source!.srcSet).length, source!.srcSet).toBeGreaterThanOrEqual(3);
      expect(widthsOf(source!.srcSet).every((width) => width > 0)).toBe(true);
      expect(source!.sizes, type).toMatch(/\d(px|vw)/);
    }
    expect(main!.img).toMatch(/ width="\d+" height="\d+"/);
  });

  test('its AVIF, fetched through the site, is an AVIF', async () => {
    const [main] = pictures(between(await html(productPath), '<div class="gallery__stage">', '</picture>') + '</picture>');
    const avif = main!.sources.find((source) => source.type === 'image/avif')!;
    const candidate = avif.srcSet.split(',')[1]!.trim().split(' ')[0]!;
    const response = await site.get(candidate);
    expect(response.status, candidate).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
  });
});

test.each([
  [homePath, '<section class="hero"', '</section>'],
  [homePath, '<ul class="range-grid"', '</ul>'],
  [categoryPath, '<ul class="product-grid"', '</ul>'],
  [rangesPath, '<ul class="range-grid"', '</ul>'],
  [productPath, '<div class="gallery">', '<div class="product__summary">'],
])('on %s every picture of %s has its width and height', async (path, start, end) => {
  const found = pictures(between(await html(path), start, end));
  expect(found.length).toBeGreaterThan(0);
  for (const { img } of found) expect(img).toMatch(/ width="\d+" height="\d+"/);
});

test('every product card’s img has its width and height', async () => {
  const cards = [...(await html(categoryPath)).matchAll(/<article class="product-card[^"]*">.*?<\/article>/gs)].map(([card]) => card);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) for (const [img] of card.matchAll(/<img [^>]*>/g)) expect(img).toMatch(/ width="\d+" height="\d+"/);
});

describe.each([homePath, categoryPath, rangesPath, productPath, '/professional-filler/news'])('%s', (path) => {
  test('preloads exactly one picture from its head: the priority one’s AVIF set, with high priority', async () => {
    const page = await html(path);
    const head = page.slice(0, page.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'image' && attribute(tag, 'imageSrcSet'));
    expect(preloads).toHaveLength(1);
    expect(attribute(preloads[0]!, 'fetchPriority')).toBe('high');
    expect(attribute(preloads[0]!, 'type')).toBe('image/avif');

    const body = page.slice(page.indexOf('</head>'));
    const eager = pictures(body).filter(({ img }) => !img.includes('loading="lazy"'));
    expect(eager, 'one picture is not lazy').toHaveLength(1);
    const [priority] = eager;
    expect(priority!.img).toMatch(/loading="eager" fetchPriority="high"/);
    const avif = priority!.sources.find((source) => source.type === 'image/avif')!;
    expect(attribute(preloads[0]!, 'imageSrcSet')).toBe(avif.srcSet);
    expect(attribute(preloads[0]!, 'imageSizes')).toBe(avif.sizes);
  });
});

describe('a picture in a slot of one width (thumbnails, gallery thumbs)', () => {
  test('offers the widths up to the first that covers a 3× screen, no wider', async () => {
    const footerThumbs = pictures(between(await html(productPath), '<ol class="top-products">', '</ol>'));
    const galleryThumbs = pictures(between(await html(productPath), '<ul class="gallery__thumbs"', '</ul>'));
    expect(footerThumbs.length).toBeGreaterThan(0);
    expect(galleryThumbs.length).toBeGreaterThan(0);
    for (const { sources } of [...footerThumbs, ...galleryThumbs]) {
      for (const { srcSet, sizes } of sources) {
        const slot = Number(/^(\d+)px$/.exec(sizes ?? '')?.[1]);
        const widths = widthsOf(srcSet);
        expect(slot, sizes).toBeGreaterThan(0);
        // The widest offered covers the densest screen, and it is the only one that does.
        expect(widths.at(-1)!, srcSet).toBeGreaterThanOrEqual(slot * 3);
        expect(widths.filter((width) => width >= slot * 3), srcSet).toHaveLength(1);
      }
    }
  });
});
