import type { Page, PageBlock, PageType } from '../../shared/api/contract.ts';
import { visual } from './pictures.ts';

export type SeedPage = Omit<Page, 'published_at'> & { publishedDaysAgo: number };

const typeLabels: Record<PageType, string> = {
  cms: 'Page',
  actualite: 'News',
  job: 'Job offer',
  advice: 'Advice',
};

function paragraph(titre: string | null, text: string, withVisual?: string): PageBlock {
  return { type: 'paragraph', titre, text, visuel: withVisual === undefined ? null : visual(withVisual, titre ?? '') };
}

function pushBlock(titre: string, text: string, slug: string, labelLink: string): PageBlock {
  return {
    type: 'push',
    titre,
    text,
    label: titre,
    visuel: visual(`push-${slug.replace(/\//g, '-')}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${slug}` },
  };
}

let nextId = 1;

function page(
  type: PageType,
  slug: string,
  title: string,
  extract: string,
  blocks: PageBlock[],
  options: { target?: 'pro' | 'part'; daysAgo?: number; tags?: string[]; job?: SeedPage['job'] } = {},
): SeedPage {
  return {
    id: nextId++,
    slug,
    title,
    type: { technical_name: type, label: typeLabels[type] },
    target: options.target ?? null,
    extract,
    cover: visual(`page-${slug}`, title),
    publishedDaysAgo: options.daysAgo ?? 400,
    tags: options.tags ?? [],
    blocks,
    meta: { title, description: extract },
    ...(options.job === undefined ? {} : { job: options.job }),
  };
}

const cms: SeedPage[] = [
  page('cms', 'about-us', 'About us', 'A family maker of fillers and plasters, born in France in 1936.', [
    paragraph('Who we are', 'We design and make fillers, smoothing compounds and plasters for professionals and home improvers. Our products are made in France and sold in more than 30 countries.', 'about-factory'),
    paragraph('Our range', 'More than 60 products cover filling, smoothing, levelling, jointing and decorating, indoors and outdoors.'),
    pushBlock('Our history', 'Three generations of plasterers.', 'our-history', 'Read our story'),
  ]),
  page('cms', 'our-commitments', 'Our commitments', 'Healthier products, fewer emissions and less packaging.', [
    paragraph('Low emissions', 'All our interior fillers are rated A+ for indoor air quality.'),
    paragraph('Recyclable packaging', 'Our buckets are made of recycled plastic and our bags are paper-based.', 'commitments-packaging'),
    pushBlock('Our CSR approach', 'How we measure our progress.', 'csr-approach', 'Learn more'),
  ]),
  page('cms', 'our-history', 'Our history', 'From a plasterer’s workshop to an international maker.', [
    paragraph('1936', 'A plasterer mixes his first filler in a workshop near Lyon.'),
    paragraph('1970s', 'The first ready-to-use paste changes how walls are repaired.'),
    paragraph('Today', 'Our products are sold in more than 30 countries, including Lebanon and the United Arab Emirates.', 'history-today'),
  ]),
  page('cms', 'legal-notice', 'Legal notice', 'Publisher, host and intellectual property.', [
    paragraph('Publisher', 'Wallfiller Demo SAS, a fictional company used for this demonstration site.'),
    paragraph('Hosting', 'This site is hosted by its operator.'),
  ]),
  page('cms', 'privacy-policy', 'Privacy policy', 'How we handle your personal data.', [
    paragraph('Data we collect', 'Form submissions are kept to answer your request and deleted after three years.'),
  ]),
  page('cms', 'terms-of-sale', 'Terms of sale', 'Our general conditions of sale.', [
    paragraph('Orders', 'Orders are confirmed by e-mail. Delivery times depend on the carrier chosen.'),
  ]),
  page('cms', 'csr-approach', 'Our CSR approach', 'Our social and environmental responsibility.', [
    paragraph(null, 'We publish our energy use, our waste and our accident rate every year.'),
  ]),
  page('cms', 'advice', 'Our advice', 'Step-by-step advice for successful walls.', [
    paragraph('Prepare', 'A good repair starts with a clean, sound and dry surface.'),
    pushBlock('Filling a crack', 'Open, dust, fill and sand.', 'how-to-fill-a-crack', 'Read the guide'),
    pushBlock('Smoothing a wall', 'Two thin coats are better than one thick one.', 'how-to-smooth-a-wall', 'Read the guide'),
  ], { target: 'part' }),
  page('cms', 'technical-service', 'Technical service', 'Our engineers answer professionals’ questions.', [
    paragraph('On-site support', 'Our technical team visits your worksite to recommend the right system.'),
    pushBlock('Start a worksite', 'Tell us about your project.', 'start-worksite', 'Contact the team'),
  ], { target: 'pro' }),
  page('cms', 'consumer-service', 'Consumer service', 'Questions about a product? We answer within two working days.', [
    paragraph(null, 'Write to us through the contact form or call our consumer line.'),
  ], { target: 'part' }),
  page('cms', 'our-fillers', 'Our fillers', 'The whole consumer range, by type of work.', [
    paragraph(null, 'Filling, smoothing, exterior, wood or damp rooms: find the filler for your project.'),
    pushBlock('Choice guide', 'Answer four questions, get the right filler.', 'choice-guide', 'Start'),
  ], { target: 'part' }),
  page('cms', 'professional-compounds', 'Professional compounds', 'The professional range, by trade.', [
    paragraph(null, 'Smoothing, levelling, jointing and specialist compounds for site work.'),
  ], { target: 'pro' }),
];

const advice: SeedPage[] = [
  page('advice', 'how-to-fill-a-crack', 'How to fill a crack', 'Open the crack, dust it, fill it and sand it.', [
    paragraph('1. Open', 'Widen the crack into a V with a scraper so the filler can grip.'),
    paragraph('2. Fill', 'Press the filler in with a knife, slightly proud of the surface.'),
    paragraph('3. Sand', 'Once dry, sand flush and dust off before painting.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'how-to-smooth-a-wall', 'How to smooth a wall', 'Two thin coats of smoothing compound for a perfect finish.', [
    paragraph(null, 'Apply a first thin coat with a smoothing blade, let it dry, sand lightly, then apply a second coat crosswise.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'how-much-filler-do-i-need', 'How much filler do I need?', 'Area × thickness × consumption, rounded up to whole packs.', [
    paragraph(null, 'Multiply the area in m² by the thickness in mm and by the product’s consumption in kg/m²/mm. Our quantity calculator does it for you.'),
  ], { tags: ['choosing'] }),
  page('advice', 'renovating-a-facade', 'Renovating a façade', 'Clean, repair, smooth, protect.', [
    paragraph(null, 'Exterior fillers must be applied between 5 and 30 °C, never in full sun or before rain.'),
  ], { tags: ['exterior'] }),
];

const news: SeedPage[] = [
  ['new-airless-range', 'A new airless range for large sites', 'Three spray-grade compounds join the professional range.', 20],
  ['we-are-in-dubai', 'Our products are now in Dubai', 'A new distributor opens in Dubai Investments Park.', 45],
  ['low-emission-label', 'All interior fillers rated A+', 'Every interior filler now carries the A+ indoor air label.', 90],
  ['training-calendar', 'Training calendar for the new season', 'Smoothing, jointing and decorative coatings workshops.', 120],
  ['spring-contest', 'Spring contest: win a renovation kit', 'Enter our spring contest in participating stores.', 150],
  ['beirut-showroom', 'A showroom in Beirut', 'Try our products with our technicians.', 210],
].map(([slug, title, extract, days]) =>
  page('actualite', slug as string, title as string, extract as string, [paragraph(null, `${extract as string} Read the full story in our newsletter.`, `news-${slug as string}`)], {
    daysAgo: days as number,
  }),
);

const jobs: SeedPage[] = (
  [
    ['technical-sales-representative-beirut', 'Technical sales representative', 'Beirut', 'Permanent', 'Sales'],
    ['site-technician-dubai', 'Site technician', 'Dubai', 'Permanent', 'Technical service'],
    ['customer-service-assistant', 'Customer service assistant', 'Beirut', 'Fixed-term', 'Customer service'],
    ['logistics-coordinator', 'Logistics coordinator', 'Sharjah', 'Permanent', 'Supply chain'],
  ] as const
).map(([slug, title, location, contract, department], index) =>
  page('job', slug, title, `${title} in ${location} (${contract}).`, [
    paragraph('The role', `You join our ${department.toLowerCase()} team in ${location}.`),
    paragraph('Your profile', 'Experience in building materials is a plus; English required, Arabic or French appreciated.'),
  ], { daysAgo: 10 + index * 7, job: { contract, location, department } }),
);

export const pages: SeedPage[] = [...cms, ...advice, ...news, ...jobs];
