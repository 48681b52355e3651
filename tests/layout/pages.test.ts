/**
 * Every page type over real HTTP against the embedded back office and its demo catalogue:
 * status, title, canonical link, structured data and breadcrumb (issue 5).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { pageFacts } from './page-html.ts';

let site: TestSite;
const origin = 'https://www.example.com';

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

async function facts(path: string, init?: RequestInit) {
  const response = await site.get(path, init);
  const html = await response.text();
  return { status: response.status, html, ...pageFacts(html) };
}

interface PageCase {
  readonly path: string;
  readonly title: string;
  readonly canonical: string;
  readonly jsonLd: readonly string[];
  readonly breadcrumb: readonly string[] | undefined;
}

const pages: readonly PageCase[] = [
  { path: '/', title: 'Fillers and plasters for professionals', canonical: '/', jsonLd: ['Organization'], breadcrumb: undefined },
  { path: '/individual-filler', title: 'Fillers and plasters for individuals and home projects', canonical: '/', jsonLd: ['Organization'], breadcrumb: undefined },
  {
    path: '/category',
    title: 'Our coatings',
    canonical: '/professional-filler/category',
    jsonLd: ['BreadcrumbList'],
    breadcrumb: ['Home', 'Our coatings'],
  },
  {
    path: '/category/smoothing-compounds/__FORM__powder/__ORDER__name-asc',
    title: 'Smoothing compounds',
    canonical: '/professional-filler/category/smoothing-compounds',
    jsonLd: ['BreadcrumbList'],
    breadcrumb: ['Home', 'Our compounds', 'Smoothing compounds'],
  },
  {
    path: '/category/spray-applied-smoothing',
    title: 'Spray-applied smoothing',
    canonical: '/professional-filler/category/spray-applied-smoothing',
    jsonLd: ['BreadcrumbList'],
    breadcrumb: ['Home', 'Our compounds', 'Smoothing compounds', 'Spray-applied smoothing'],
  },
  {
    // A consumer range does not exist under the pro segment: its canonical keeps the individuals' one.
    path: '/individual-filler/category/filling/_p__1',
    title: 'Filling',
    canonical: '/individual-filler/category/filling',
    jsonLd: ['BreadcrumbList'],
    breadcrumb: ['Home', 'Our fillers', 'Filling'],
  },
  {
    path: '/product/airless-spray-smoothing',
    title: 'Airless Spray Smoothing',
    canonical: '/professional-filler/product/airless-spray-smoothing',
    jsonLd: ['Product', 'BreadcrumbList'],
    breadcrumb: ['Home', 'Our compounds', 'Smoothing compounds', 'Spray-applied smoothing', 'Airless Spray Smoothing'],
  },
  {
    path: '/folder/pro-techniques/__TYPES__video',
    title: 'Professional techniques',
    canonical: '/professional-filler/folder/pro-techniques',
    jsonLd: ['BreadcrumbList'],
    breadcrumb: ['Home', 'Professional techniques'],
  },
  {
    path: '/individual-filler/faq/__TAGS__drying',
    title: 'Frequently asked questions',
    canonical: '/professional-filler/faq',
    jsonLd: ['FAQPage', 'BreadcrumbList'],
    breadcrumb: ['Home', 'Frequently asked questions'],
  },
  { path: '/news', title: 'News', canonical: '/professional-filler/news', jsonLd: ['BreadcrumbList'], breadcrumb: ['Home', 'News'] },
  {
    path: '/new-airless-range',
    title: 'A new airless range for large sites',
    canonical: '/professional-filler/new-airless-range',
    jsonLd: ['NewsArticle', 'BreadcrumbList'],
    breadcrumb: ['Home', 'News', 'A new airless range for large sites'],
  },
  {
    path: '/site-technician-dubai',
    title: 'Site technician',
    canonical: '/professional-filler/site-technician-dubai',
    jsonLd: ['JobPosting', 'BreadcrumbList'],
    breadcrumb: ['Home', 'Careers', 'Site technician'],
  },
  { path: '/about-us', title: 'About us', canonical: '/professional-filler/about-us', jsonLd: ['BreadcrumbList'], breadcrumb: ['Home', 'About us'] },
  { path: '/sitemap', title: 'Site map', canonical: '/professional-filler/sitemap', jsonLd: ['BreadcrumbList'], breadcrumb: ['Home', 'Site map'] },
];

describe('every page type', () => {
  test.each(pages)('$path', async ({ path, title, canonical, jsonLd, breadcrumb }) => {
    const page = await facts(path);
    expect(page.status).toBe(200);
    expect(page.title).toBe(title);
    expect(page.canonical).toBe(`${origin}${canonical}`);
    expect(page.jsonLdTypes).toEqual(jsonLd);
    expect(page.breadcrumb).toEqual(breadcrumb);
    expect(page.robots).toBeUndefined();
    // The French alternate's words and slugs are checked both ways by tests/seo/hreflang.test.ts.
    expect(page.alternates).toEqual([
      { hrefLang: 'en-GB', href: `${origin}${canonical}` },
      { hrefLang: 'fr-FR', href: expect.stringMatching(new RegExp(`^${origin}/fr(/enduit-(professionnels|particuliers)(/|$)|$)`)) },
      { hrefLang: 'x-default', href: `${origin}${canonical}` },
    ]);
  });

  test('a preview is never indexed', async () => {
    const page = await facts('/preview/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe('About us');
    expect(page.robots).toBe('noindex, follow');
    expect(page.alternates).toEqual([]);
  });

  test.each(['/no/such/page', '/news/_p__99', '/preview/999999', '/category/no-such-range'])('%s is a 404 page, not indexed', async (path) => {
    const page = await facts(path);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page 404');
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBeUndefined();
    expect(page.breadcrumb).toEqual(['Home', 'Page 404']);
  });
});

describe('structured data', () => {
  test('the home page describes the organisation with its phones and social profiles', async () => {
    const [organization] = (await facts('/')).jsonLd;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${origin}/`,
      contactPoint: [
        { telephone: '+961 1 000 000', areaServed: 'LB' },
        { telephone: '+971 4 000 0000', areaServed: 'AE' },
      ],
    });
    expect(organization!.sameAs).toContain('https://www.linkedin.com/company/wallfiller-demo');
  });

  test('a product page describes the product, its offers and its trail with absolute URLs', async () => {
    const [graph] = (await facts('/product/airless-spray-smoothing')).jsonLd;
    const [product, breadcrumb] = graph!['@graph'] as Record<string, any>[];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Airless Spray Smoothing',
      sku: 'ASP-R',
      gtin13: '3760471100179',
      url: `${origin}/professional-filler/product/airless-spray-smoothing`,
      // A professional's page: the prices excluding VAT, as the page shows them (decision 195).
      offers: { '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: '3.96', offerCount: 3 },
    });
    expect(product!.offers.offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '3.96',
      priceCurrency: 'GBP',
      priceSpecification: { '@type': 'PriceSpecification', price: '3.96', priceCurrency: 'GBP', valueAddedTaxIncluded: false },
    });
    expect(product!.image[0]).toBe(`${origin}/media/product/airless-spray-smoothing/en/4kg.png`);
    expect(breadcrumb!.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Our compounds',
      item: `${origin}/professional-filler/professional-compounds`,
    });
    expect(breadcrumb!.itemListElement.at(-1)).toMatchObject({ name: 'Airless Spray Smoothing', item: `${origin}/professional-filler/product/airless-spray-smoothing` });
  });

  test('a job offer describes the posting for job search engines, under the careers in its trail', async () => {
    const [graph] = (await facts('/site-technician-dubai')).jsonLd;
    const [posting, breadcrumb] = graph!['@graph'] as Record<string, any>[];
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Site technician',
      description: 'Site technician in Dubai (Permanent).',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', sameAs: `${origin}/` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai' } },
      occupationalCategory: 'Technical service',
      url: `${origin}/professional-filler/site-technician-dubai`,
    });
    expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(breadcrumb!.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Careers', item: `${origin}/professional-filler/carrier` });
  });
});

describe('links and pictures', () => {
  test('the breadcrumb links keep the visitor’s audience', async () => {
    const { html } = await facts('/individual-filler/category/filling');
    expect(html).toMatch(/<nav class="breadcrumb"[^>]*><ol><li><a href="\/individual-filler">Home<\/a><\/li><li[^>]*><a href="\/individual-filler\/our-fillers">Our fillers<\/a>/);
  });

  test.each([
    ['/category/smoothing-compounds', 'Our compounds'],
    ['/individual-filler/category/filling', 'Our fillers'],
    ['/fr/enduit-professionnels/categorie/enduits-de-lissage', 'Nos enduits professionnels'],
    ['/fr/enduit-particuliers/categorie/reboucher', 'Nos enduits'],
  ])('on %s the breadcrumb names the catalogue like the main menu: %s', async (path, label) => {
    const { html } = await facts(path);
    const menuTriggers = [...html.matchAll(/<button[^>]*class="main-menu__link main-menu__trigger"[^>]*>([^<]*)<\/button>/g)].map((found) => found[1]);
    expect(menuTriggers).toContain(label);
    expect(html).toMatch(new RegExp(`<nav class="breadcrumb"[^>]*><ol><li><a[^>]*>[^<]*</a></li><li[^>]*><a[^>]*>${label}</a>`));
  });

  test('visuals come as AVIF to every browser and as WebP only to browsers that accept it, always with their size', async () => {
    const webp = await facts('/category/smoothing-compounds', { headers: { accept: 'text/html,image/webp,*/*' } });
    expect(webp.html).toMatch(
      /<picture class="product-card__visual"><source type="image\/avif" srcSet="\/media\/product\/[a-z-]+\/en\/[\d.]+kg\.avif\?w=240 240w,[^"]+" sizes="[^"]+"\/><source type="image\/webp" srcSet="\/media\/product\/[a-z-]+\/en\/[\d.]+kg\.webp\?w=240 240w,[^"]+" sizes="[^"]+"\/><img src="\/media\/product\/[^"]+\.png" alt="" width="240" height="240"/,
    );
    const png = await facts('/category/smoothing-compounds', { headers: { accept: 'text/html' } });
    expect(png.html).not.toContain('image/webp');
    expect(png.html).toMatch(
      /<picture class="product-card__visual"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><img src="\/media\/product\/[^"]+\.png" alt="" width="240" height="240" loading="eager"/,
    );
    const lazy = [...png.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(lazy.every((tag) => /width="\d+" height="\d+"/.test(tag))).toBe(true);
    expect(lazy.some((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });

  test('the menus follow the back office’s link rules', async () => {
    const { html } = await facts('/');
    // guide_de_choix opens the choice-guide modal: a button, not a link.
    expect(html).toMatch(/<button type="button" class="main-menu__link" aria-haspopup="dialog">Choice guide<\/button>/);
    // A route code with a slug, a category, and an external URL in a new tab.
    expect(html).toContain('href="/professional-filler/folder/pro-techniques"');
    expect(html).toContain('href="/professional-filler/category/smoothing-compounds"');
    expect(html).toMatch(/href="https:\/\/group\.wallfiller-demo\.example" target="_blank" rel="noopener noreferrer"/);
    // Colours are the part before the first underscore.
    expect(html).toContain('style="--menu-color:#2f80c0"');
    // The dropdown's links come in columns of at most 4.
    const columns = [...html.matchAll(/<ul class="menu-panel__column">(.*?)<\/ul>/gs)].map(([, column]) => column!.match(/<li/g)!.length);
    expect(Math.max(...columns)).toBeLessThanOrEqual(4);
    expect(columns.length).toBeGreaterThan(2);
  });

  test('the footer shows the top 5 promoted products, extracts with Learn more, selling points and social links', async () => {
    const { html } = await facts('/individual-filler');
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer.match(/class="top-products__link"/g)).toHaveLength(5);
    expect(footer).toContain('Since 1936, three generations of plasterers have perfected our fillers.');
    expect(footer).toMatch(/href="\/individual-filler\/our-history">Learn more/);
    // Promises the site keeps for individuals; no basket, so no payment or delivery promise (decision 195).
    expect(footer).toMatch(/<ul class="selling-points"><li><svg [^>]*class="icon selling-points__tick">.*?<\/svg>Advice and video tutorials<\/li>/);
    expect(footer).not.toMatch(/payment|delivery/i);
    expect(footer).toContain('href="https://www.youtube.com/@wallfiller-demo"');
    expect(footer).toContain('Cookie preferences');
    // Spec §1: the footer, like the header, shows both phone numbers (never broken across lines) and a contact link.
    expect(footer).toContain('<a href="tel:+9611000000">Lebanon: +961\u00A01\u00A0000\u00A0000</a>');
    expect(footer).toContain('<a href="tel:+97140000000">UAE: +971\u00A04\u00A0000\u00A00000</a>');
    expect(footer).toContain('href="/individual-filler/contact">Contact us</a>');
  });

  test.each([
    ['/', '/logo.svg', 'Walls made right'],
    ['/fr/enduit-particuliers', '/fr/logo.svg', 'Des murs bien faits'],
  ])('%s shows the logo and the tagline of its language: %s, %s', async (path, logo, tagline) => {
    const { html } = await facts(path);
    expect(html).toMatch(new RegExp(`<a class="masthead__logo"[^>]*><img src="${logo}"`));
    expect(html.slice(html.indexOf('<footer'))).toContain(`<p class="footer-brand__tagline">${tagline}</p>`);
    const svg = await (await site.get(logo)).text();
    // Drawn as outlines, its words the path's label (scripts/draw-logos.mjs).
    expect(svg).toContain(`<path aria-label="${tagline}" d="M`);
  });

  test('the header has both phones, the contact link, the countries, the search form and the favourites link', async () => {
    const { html } = await facts('/individual-filler/contact');
    const header = html.slice(html.indexOf('<header class="site-header"'), html.indexOf('</header>'));
    expect(header).toContain('href="tel:+9611000000"');
    expect(header).toContain('href="tel:+97140000000"');
    expect(header).toContain('href="/individual-filler/contact"');
    expect(header.match(/<li><a href="https:\/\/[a-z]+\.wallfiller-demo\.example"/g)).toHaveLength(11);
    expect(header).toMatch(/<div role="search" class="search-box"><form class="search-form" action="\/individual-filler\/results" method="get">/);
    expect(header).toContain('href="/individual-filler/favorites"');
  });
});
