import type { Milestone, Page, PageBlock, PageType } from '../../../shared/kernel/api/contract.ts';
import { encodeCharacteristics } from '../../../shared/kernel/routing/characteristics.ts';
import { visual } from '../../media/visuals.ts';
import { newsArticles } from './news.ts';
import { productPushBlock } from './product-push.ts';
import { productByReference } from './products.ts';
import { measureSpacing } from './typography.ts';

export type SeedPage = Omit<Page, 'published_at'> & { publishedDaysAgo: number };

const typeLabels: Record<PageType, string> = {
  cms: 'Page',
  actualite: 'News',
  job: 'Job offer',
  advice: 'Advice',
};

/** A paragraph; its picture's text for those who cannot see it is `alt`, else the heading. */
function paragraph(titre: string | null, text: string, withVisual?: string, alt = titre ?? ''): PageBlock {
  return { type: 'paragraph', titre, text: measureSpacing(text), visuel: withVisual === undefined ? null : visual(withVisual, alt) };
}

/** A card leading to a product the page mentions, by its reference. */
function productPush(reference: string): PageBlock {
  return productPushBlock(productByReference(reference), 'See the product');
}

function timeline(titre: string, milestones: Milestone[]): PageBlock {
  return { type: 'timeline', titre, milestones: milestones.map((milestone) => ({ ...milestone, text: measureSpacing(milestone.text) })) };
}

/** A push to a page of the site; `path` is where it leads when not the page named `slug` (a screen's own path). */
function pushBlock(titre: string, text: string, slug: string, labelLink: string, path = slug): PageBlock {
  return {
    type: 'push',
    titre,
    text,
    label: titre,
    visuel: visual(`push-${slug.replace(/\//g, '-')}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${path}` },
  };
}

/** The choice guide with nothing answered yet: every product, and the guide's questions a click away. */
const choiceGuideStart = `choice-guide/${encodeCharacteristics({})}`;

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
    paragraph(
      null,
      'Three generations of plasterers and chemists have made our fillers since 1936, first for the trade, then for everyone who repairs a wall at home. Our products are now made in two plants in France and sold in more than 30 countries, including Lebanon and the United Arab Emirates.\n\nWhat has not changed is the way a product reaches the shelf. Each new filler is first tried by the plasterers of our technical team, on real walls and ceilings, in winter and in summer; each batch leaves the plant only once our laboratory has checked its setting time, its whiteness and the way it sands. The family still runs the company, and the notebook of the 1936 mix is still kept in the laboratory.',
      'history-today',
      'Our factory today: its halls, its silos and a lorry at the loading bay',
    ),
    timeline('Key dates', [
      { year: 1936, title: 'A plasterer’s mix', text: 'Émile Marchand, a plasterer in Villeurbanne near Lyon, mixes chalk, plaster and glue to repair his customers’ cornices. Other plasterers ask for his mix, and he starts selling it in paper bags.' },
      { year: 1952, title: 'A factory by the quarries', text: 'His son Paul builds our first factory in the Isère, next to the limestone quarries whose fine chalk still goes into our powders.' },
      { year: 1968, title: 'Powders for the trade', text: 'A range of fine powders to mix with water reaches builders’ merchants across France: one for filling, one for smoothing, one for joints, each with its own setting time.' },
      { year: 1974, title: 'Filler in a tub', text: 'Our laboratory puts the first ready-mixed filler in a tub. No mixing and no waste: home improvers start repairing their own walls.' },
      { year: 1988, title: 'The age of plasterboard', text: 'As plasterboard replaces plaster partitions, we launch a joint compound made for it and train plasterers across the country to tape joints that do not show.' },
      { year: 1997, title: 'A second plant', text: 'A second factory opens near the gypsum quarries of the Paris basin, for our plasters and joint compounds.' },
      { year: 2004, title: 'A third generation, lighter fillers', text: 'Claire Marchand, a chemist and the founder’s granddaughter, takes over the company. Her first product, a filler made light by hollow glass beads, fills 30 mm in a ceiling without sagging.' },
      { year: 2009, title: 'First steps in the Middle East', text: 'A distributor in Beirut starts selling our products in Lebanon, which becomes our first market outside Europe.' },
      { year: 2013, title: 'A+ for indoor air', text: 'Our first fillers are rated A+, the best class of the new French label for emissions into indoor air.' },
      { year: 2016, title: 'Recycled packaging', text: 'Our buckets are now made of recycled plastic and our bags of paper, and our plants send none of their waste to landfill.' },
      { year: 2019, title: 'Product of the year', text: 'Home improvers vote our ready-to-use filler product of the year in the home improvement category.' },
      { year: 2023, title: 'A team in Dubai', text: 'Our technical team settles in Dubai to support the sites, stores and distributors of the United Arab Emirates.' },
    ]),
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
    pushBlock('Choice guide', 'Answer four questions, get the right filler.', 'choice-guide', 'Start', choiceGuideStart),
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

/** A news article of news.ts: its sections, then a card for each product it mentions. */
function newsPage(slug: string, options: { daysAgo: number; target?: 'pro' | 'part' }): SeedPage {
  const article = newsArticles[slug];
  if (article === undefined) throw new Error(`News ${slug} has no article`);
  const sections = article.sections.map((section) => paragraph(section.heading, section.paragraphs.join('\n\n'), section.picture?.name, section.picture?.alt));
  return page('actualite', slug, article.title, article.extract, [...sections, ...article.products.map(productPush)], options);
}

// News about the professional range or training is for professionals, a contest in stores for
// individuals (so each home's news teaser speaks to its audience); the rest is for both.
const news: SeedPage[] = [
  newsPage('new-airless-range', { daysAgo: 20, target: 'pro' }),
  newsPage('we-are-in-dubai', { daysAgo: 45 }),
  newsPage('low-emission-label', { daysAgo: 90 }),
  newsPage('training-calendar', { daysAgo: 120, target: 'pro' }),
  newsPage('spring-contest', { daysAgo: 150, target: 'part' }),
  newsPage('beirut-showroom', { daysAgo: 210 }),
];

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

// Pages added for the French site's legacy addresses: built after the others so existing ids stay.
const addedCms: SeedPage[] = [
  page('cms', 'my-project', 'My project', 'Tell us about your walls, we tell you which products to use.', [
    paragraph('Describe your project', 'Room, surface, state of the wall and the finish you want: four questions are enough to choose the right products.'),
    pushBlock('Choice guide', 'Answer four questions, get the right filler.', 'choice-guide', 'Start', choiceGuideStart),
  ], { target: 'part' }),
  page('cms', 'our-innovations', 'Our innovations', 'Lighter, faster and cleaner products, designed in our laboratory.', [
    paragraph('Lightweight fillers', 'Our lightweight fillers weigh half as much as a traditional filler and do not sag, even in thick layers on ceilings.'),
    paragraph('Dust-free sanding', 'Our newest finishing compounds sand into heavy particles that fall to the floor instead of floating in the room.'),
  ]),
  page('cms', 'worldwide-locations', 'Worldwide locations', 'Our factories, subsidiaries and distributors around the world.', [
    paragraph('Factories', 'Our products are made in two plants in France, close to the gypsum and limestone quarries they use.'),
    paragraph('Middle East', 'Our teams in Beirut and Dubai support distributors, stores and worksites across Lebanon and the United Arab Emirates.'),
  ]),
  page('cms', 'advice-centre', 'Advice centre', 'Guides for home improvers and professionals.', [
    paragraph(null, 'Preparing, filling, smoothing, jointing: our guides explain each step, the right tools and the drying times to respect.'),
    pushBlock('How much filler do I need?', 'Work out the quantity before you buy.', 'how-much-filler-do-i-need', 'Read the guide'),
  ]),
];

const addedAdvice: SeedPage[] = [
  page('advice', 'preparing-walls-before-painting', 'Preparing walls before painting', 'Clean, repair and smooth: the three steps before any paint.', [
    paragraph(null, 'Wash the wall, scrape off flaking paint, fill holes and cracks, then apply a finishing coat and sand it before priming.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'choosing-a-filler', 'Choosing a filler', 'Filling, smoothing, levelling: each job has its product.', [
    paragraph(null, 'A filler repairs holes, a smoothing compound gives a flat finish, a levelling compound evens out uneven walls. Check the support, the thickness and the room.'),
  ], { target: 'part', tags: ['choosing'] }),
  page('advice', 'skimming-a-ceiling', 'Skimming a ceiling', 'Lightweight compound, a wide blade and thin coats.', [
    paragraph(null, 'Use a lightweight compound that does not sag, work in thin coats with a wide blade and protect your eyes.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'fillers-and-damp', 'Fillers and damp', 'Which products for bathrooms, kitchens and damp walls.', [
    paragraph(null, 'Treat the cause of the damp first, then use a filler designed for damp rooms and a suitable paint.'),
  ], { target: 'part', tags: ['choosing'] }),
  page('advice', 'applying-joint-tape', 'Applying joint tape', 'Bed, tape and finish a plasterboard joint.', [
    paragraph(null, 'Spread jointing compound, press the tape in, cover it with a thin coat, then finish with a wider coat once dry.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'levelling-an-uneven-wall', 'Levelling an uneven wall', 'A thick coat of levelling compound to straighten a wall.', [
    paragraph(null, 'Apply a levelling compound with a large blade or a darby, then finish with a smoothing compound.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'filling-wall-plug-holes', 'Filling wall plug holes', 'Remove the plug, fill and sand.', [
    paragraph(null, 'Pull out the plug, fill the hole in one pass with a quick-setting filler, then sand flush.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'renovating-a-plaster-wall', 'Renovating a plaster wall', 'Stabilise, fill and smooth old plaster.', [
    paragraph(null, 'Brush off loose plaster, apply a binding primer, fill the gaps and finish with a smoothing compound.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'repairing-a-damaged-wooden-floor', 'Repairing a damaged wooden floor', 'Fill gaps and dents in a parquet floor.', [
    paragraph(null, 'Sand the damaged area, fill with a wood filler matching the floor, sand again and varnish.'),
  ], { target: 'part', tags: ['application'] }),
  page('advice', 'airless-compounds-user-guide', 'Airless compounds: user guide', 'Nozzle, pressure and passes for a smooth spray finish.', [
    paragraph(null, 'Choose the nozzle recommended on the worksheet, spray in overlapping passes, then flatten with a wide blade.'),
  ], { target: 'pro', tags: ['application'] }),
  page('advice', 'drywallers-tools', 'The drywaller’s tools', 'From the taping knife to the sanding pole.', [
    paragraph(null, 'Knives, hawk, corner trowels, banjo and sanding pole: the kit for fast and clean joints.'),
  ], { target: 'pro', tags: ['application'] }),
  page('advice', 'perfect-plasterboard-joints', 'Perfect plasterboard joints', 'Invisible joints in three coats.', [
    paragraph(null, 'Bed the tape, cover it, then feather a finishing coat wider than the previous one; sand lightly.'),
  ], { target: 'pro', tags: ['application'] }),
  page('advice', 'compound-drying-times', 'Compound drying times', 'What sets the time before sanding and painting.', [
    paragraph(null, 'Thickness, temperature, humidity and ventilation decide the drying time: respect the product sheet.'),
  ], { target: 'pro', tags: ['drying'] }),
  page('advice', 'treating-a-powdery-surface', 'Treating a powdery surface', 'Bind a dusty support before any compound.', [
    paragraph(null, 'Brush the surface, apply a binding primer and let it dry before filling or smoothing.'),
  ], { target: 'pro', tags: ['application'] }),
];

const addedNews: SeedPage[] = [newsPage('filler-of-the-year-2019', { target: 'part', daysAgo: 2850 }), newsPage('craftsmen-trophy', { target: 'pro', daysAgo: 260 })];

export const pages: SeedPage[] = [...cms, ...advice, ...news, ...jobs, ...addedCms, ...addedAdvice, ...addedNews];
