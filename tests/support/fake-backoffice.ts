/**
 * A small stand-in back office for tests that need to control timing or failures (a slow
 * answer, an outage) — what the embedded back office cannot be made to do. Same envelope and
 * paths as the real contract, a handful of entities.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBackofficeOptions {
  /** Milliseconds to wait before answering a path (by pathname without /api/v1). */
  readonly delays?: Readonly<Record<string, number>>;
  /** HTTP status to fail a path with. */
  readonly failures?: Readonly<Record<string, number>>;
  /** Replaces the value of a setting (e.g. to reflect hostile text into the page). */
  readonly settings?: Readonly<Record<string, string>>;
  /** Listen on this port (a back office coming back where it was); a free one by default. */
  readonly port?: number;
}

export interface FakeBackoffice {
  readonly url: string;
  readonly requests: string[];
  /** The JSON body of each request that had one, in order. */
  readonly bodies: unknown[];
  /** The Authorization header of each request, in order. */
  readonly authorizations: (string | undefined)[];
  /** Requests whose client hung up before the (delayed) answer was sent, e.g. on a timeout. */
  readonly abandoned: string[];
  /** Sockets open to this server right now, idle keep-alive ones included. */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const onePixelWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const picture = (name: string, width = 240, height = 240) => ({
  url: `/media/${name}.png`,
  webp: `/media/${name}.webp`,
  avif: `/media/${name}.avif`,
  alt: `${name} visual`,
  title: name,
  width,
  height,
  widths: [width, width * 2, width * 3],
});

const salesplan = [
  { id: 1, target: 'pro', label: 'Professionals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
  { id: 2, target: 'part', label: 'Individuals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 },
];

const product = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  reference: `REF-${id}`,
  extract: `${name}: a test product.`,
  description: `${name} description.`,
  promoted: false,
  categories: [{ id: 10, slug: 'smoothing', name: 'Smoothing' }],
  category_name: 'Smoothing',
  cover: picture(slug),
  medias: { visuel: [{ ...picture(slug), large: picture(slug, 600, 600) }], PICTO: [], AMBIANCE: [], MEDIA: [] },
  caracteristics: {
    consumption: { technical_name: 'consumption', label: 'Consumption', value: '0.3', values: ['0.3'], unit: 'kg/m²/mm' },
  },
  price: { min: 10, min_with_tax: 12, max: 10, max_with_tax: 12 },
  exist_in: [1, 2],
  items: [],
  use_with: [],
});

const products = [product(1, 'fine-finish', 'Fine Finish'), product(2, 'multi-filler', 'Multi Filler')];

const aboutUs = { id: 5, slug: 'about-us', title: 'About us', extract: 'Who we are.', blocks: [{ type: 'paragraph', titre: 'History', text: 'Since 1946.', visuel: null }], meta: { title: '', description: '' } };

function answersWith(options: FakeBackofficeOptions): Record<string, (query: URLSearchParams) => unknown> {
  const settings = Object.entries({ phone_lb: '+961 1 000 000', phone_ae: '+971 4 000 0000', ...options.settings }).map(([code, value]) => ({ code, values: [value] }));
  return {
  '/site': () => [{ id: 9, iso: 'lb', url: 'http://127.0.0.1', label: 'Test site', languages: [{ code: 'en', iso: 'en-GB', label: 'English', default: true }], salesplan }],
  '/setting': () => settings,
  '/menu': (query) => {
    const target = query.get('sales_plan_id') === '2' ? 'part' : 'pro';
    const item = (id: number, label: string, code: string | null, slug: string | null) => ({
      id, code, type: code ? 'route' : 'cms_page', slug, external_url: null, label, cover: null, color: null, extract: null, childs: [], pushes: [],
    });
    const items = [
      { id: 1, code: `menu_${target}`, sales_plan_id: 1, items: [item(1, 'Contact', 'contact', null), item(2, 'About us', null, 'about-us')] },
      { id: 2, code: `menu_footer_${target}`, sales_plan_id: 1, items: [item(3, 'News', 'news', null)] },
    ];
    return { items, total: items.length };
  },
  '/category': () => ({ items: [{ id: 10, slug: 'smoothing', name: 'Smoothing', description: 'Smoothing plasters.', childs: [] }], total: 1 }),
  '/url/entity': (query) => {
    const slug = query.get('slug');
    if (query.get('entity_type') === 'product') return products.filter((item) => item.slug === slug);
    if (query.get('entity_type') === 'category') {
      return slug === 'smoothing' ? [{ id: 10, slug: 'smoothing', name: 'Smoothing', description: 'Smoothing plasters.', childs: [] }] : [];
    }
    if (query.get('entity_type') === 'page' && slug === 'about-us') return [aboutUs];
    return [];
  },
  '/product': () => ({ items: products, total: products.length, page: 1, perPage: 24 }),
  '/filters-products': () => ({
    form: { technical_name: 'form', label: 'Form', type: 'choice', position: 0, data: [{ value: 'powder', label: 'Powder', count: 1 }, { value: 'paste', label: 'Paste', count: 1 }] },
  }),
  '/slider': () => ({ items: [], total: 0 }),
  '/sitemap': () => ({ items: [], total: 0 }),
  '/civility': () => ({ items: [{ id: 1, code: 'mr', label: 'Mr' }, { id: 2, code: 'ms', label: 'Ms' }], total: 2 }),
  '/page': () => ({ items: [], total: 0 }),
  // An editor's preview of a content page, by its id.
  '/page/5': () => aboutUs,
  // Where a product page's main action leads (its data is fetched ahead when the link shows).
  '/store-locator': () => ({ items: [], total: 0 }),
  // The customer of any login token (the account page's loader).
  '/profile': () => ({ id: 1, email: 'customer@example.com', civility: null, firstname: 'Test', lastname: 'Customer', phone: null, company: null, siret: null, country_iso: null, created_at: '2026-01-01T00:00:00.000Z' }),
  };
}

export async function startFakeBackoffice(options: FakeBackofficeOptions = {}): Promise<FakeBackoffice> {
  const requests: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const bodies: unknown[] = [];
  const abandoned: string[] = [];
  const answers = answersWith(options);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    requests.push(`${req.method} ${path}${url.search}`);
    authorizations.push(req.headers.authorization);
    if (url.pathname.startsWith('/media/')) {
      res.writeHead(200, { 'content-type': url.pathname.endsWith('.webp') ? 'image/webp' : 'image/png' });
      res.end(url.pathname.endsWith('.webp') ? onePixelWebp : onePixelPng);
      return;
    }
    const answer = answers[path];
    const failure = options.failures?.[path];
    // A hang-up is recorded when it happens, not when the delayed answer falls due: a test
    // waiting for the site to give up a slow call sees it without waiting out the delay.
    let clientGone = false;
    let answered = false;
    res.once('close', () => {
      clientGone = true;
      if (!answered) abandoned.push(`${req.method} ${path}${url.search}`);
    });
    const send = () => {
      if (clientGone) return;
      answered = true;
      if (failure) {
        res.writeHead(failure, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: { status: 'failed' } }));
        return;
      }
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ? { data: answer(url.searchParams) } : { errors: { status: 'not_found' } }));
    };
    const delay = options.delays?.[path];
    const answerLater = () => (delay ? setTimeout(send, delay) : send());
    if (req.method !== 'POST' && req.method !== 'PUT') return answerLater();
    // Bodies are recorded before the answer, so a test that has the answer can read them.
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(parts).toString('utf8') || 'null'));
      answerLater();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    requests,
    authorizations,
    bodies,
    abandoned,
    openConnections: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
