import type { FaqEntry, Folder, FolderItem, Machine, Slider, Testimony } from '../../../shared/kernel/api/contract.ts';
import { bannerVisual, visual } from '../../media/visuals.ts';
import { pointsOfSaleForEveryone } from './locations.ts';
import { tags } from './reference-lists.ts';
import { measureSpacing } from './typography.ts';

function tagged(...slugs: string[]): FaqEntry['tags'] {
  return tags.filter((tag) => slugs.includes(tag.slug));
}

let nextItemId = 1;

function video(title: string, description: string, videoId: string): FolderItem {
  // Media names are lower case (the media catalogue only draws such paths); video ids are not.
  return { id: nextItemId++, type: 'video', title, description, cover: visual(`video-${videoId.toLowerCase()}`, title), video_id: videoId, url: null };
}

function worksheet(title: string, description: string, slug: string): FolderItem {
  return { id: nextItemId++, type: 'worksheet', title, description, cover: visual(`worksheet-${slug}`, title), video_id: null, url: `/media/worksheet/${slug}.pdf` };
}

function folder(id: number, slug: string, name: string, description: string, target: Folder['target'], items: FolderItem[]): Folder {
  return { id, slug, name, description, target, cover: visual(`folder-${slug}`, name), types: [...new Set(items.map((item) => item.type))], items };
}

export const folders: Folder[] = [
  folder(1, 'diy-videos', 'Do it yourself: video tutorials', 'Short videos to succeed in your repairs.', 'part', [
    video('Filling a crack', 'Open, fill and sand a crack in plaster.', 'dQ1crack001'),
    video('Smoothing a wall', 'Two coats for a perfect finish.', 'dQ1smooth02'),
    video('Repairing wood', 'Fill and sand a damaged door frame.', 'dQ1wood0003'),
    worksheet('Filling step by step', 'The printable guide to filling.', 'filling-step-by-step'),
  ]),
  folder(2, 'pro-techniques', 'Professional techniques', 'Videos and worksheets for site work.', 'pro', [
    video('Airless smoothing', 'Set up and spray a smoothing compound.', 'pRoairless1'),
    video('Taping plasterboard joints', 'Bed, tape and finish a joint.', 'pRojoints02'),
    worksheet('Airless machine settings', 'Nozzle, pressure and dilution per product.', 'airless-settings'),
    worksheet('Joint finishing levels', 'The four levels of plasterboard finish.', 'joint-finishing-levels'),
  ]),
  folder(3, 'renovation-worksheets', 'Renovation worksheets', 'Printable worksheets for every renovation job.', null, [
    worksheet('Renovating a façade', 'Diagnose, repair and protect.', 'renovating-a-facade'),
    worksheet('Covering old tiles', 'Tile-on-tile smoothing in four steps.', 'covering-old-tiles'),
  ]),
  // Added for the French site's legacy folders.
  folder(4, 'tips-and-tricks', 'Tips and tricks', 'Our experts’ tips for clean and lasting repairs.', 'part', [
    video('Choosing the right knife', 'Which blade for filling, smoothing and jointing.', 'dQ1knives04'),
    worksheet('Drying times at a glance', 'Drying times before sanding and painting, product by product.', 'drying-times'),
  ]),
  folder(5, 'decorating', 'Decorating', 'Decorative finishes for walls with character.', 'part', [
    video('A lime finish', 'Apply and polish a decorative lime coating.', 'dQ1lime0005'),
    worksheet('Textured walls', 'Three textures to make with a smoothing compound.', 'textured-walls'),
  ]),
];

export const faqEntries: FaqEntry[] = [
  ['How long before I can paint over a filler?', 'It depends on the product and the thickness: from one hour for our rapid fillers to 48 hours for plasters. The drying time is on each product sheet.', 'part', ['drying']],
  ['Can I use an interior filler outdoors?', 'No. Exterior fillers resist water and frost; interior fillers do not. Choose a product marked Exterior.', null, ['exterior', 'choosing']],
  ['How do I store an opened bucket?', 'Smooth the surface, cover it with a film of water or plastic, close the lid tightly and keep it frost-free.', null, ['storage']],
  ['Powder or paste?', 'Powders are economical for large jobs and adjustable; pastes are ready to use and ideal for small repairs.', null, ['choosing']],
  ['Why does my filler crack when drying?', 'The layer was too thick for the product. Apply in several coats or choose a deep-fill product.', null, ['application', 'drying']],
  ['What is the minimum temperature for application?', 'Between 5 and 30 °C, for the air and the support.', null, ['application', 'exterior']],
  ['How long does delivery take?', 'Two to five working days in Lebanon and the UAE, depending on the carrier.', null, ['orders']],
  ['Can I spray your smoothing compounds?', 'Our airless range is designed for it; other pastes may need dilution, see the machine settings worksheet.', 'pro', ['application']],
  ['How much filler do I need?', 'Area × thickness in mm × consumption in kg/m²/mm. Use our quantity calculator.', null, ['choosing']],
  ['Can I return an unopened product?', 'Yes, within 14 days of delivery, unopened and in its original packaging.', null, ['orders']],
  // Added for the French site's legacy FAQ filters (the wood, plasterboard, smoothing and filling tags come with them).
  ['Can I repair wood with a wall filler?', 'No: wood moves with humidity and a wall filler would crack. Use a wood filler, which can be sanded, stained and varnished.', null, ['choosing', 'wood']],
  ['How do I tape plasterboard joints?', 'Fill the joint with jointing compound, bed the tape, cover it with a thin coat, then apply a wider finishing coat once dry.', null, ['application', 'plasterboard']],
  ['How thick can I apply a smoothing compound?', 'From 0.5 to 3 mm per coat for a finishing compound; thicker defects need a levelling compound first.', null, ['application', 'smoothing']],
  ['How do I fill a deep hole?', 'Fill in several layers of 1 to 2 cm, letting each dry, or use a deep-fill product that fills up to 5 cm in one pass.', null, ['application', 'filling']],
].map(([question, answer, target, slugs], index) => ({
  id: index + 1,
  question: question as string,
  answer: measureSpacing(answer as string),
  target: target as FaqEntry['target'],
  tags: tagged(...(slugs as string[])),
}));

export const sliders: Slider[] = [
  [1, 'Walls made perfect', 'Fillers and smoothing compounds made in France since 1936.', 'our-fillers', 'part'],
  [2, 'Spring contest', 'Win a complete renovation kit in participating stores.', 'landing/spring-contest', 'part'],
  [3, 'Airless smoothing', 'Smooth 300 m² a day with our spray-grade compounds.', 'product/airless-spray-smoothing', 'pro'],
  [4, 'Training for professionals', 'Workshops in Beirut and Dubai.', 'formations', 'pro'],
  [5, 'Find a store near you', `${pointsOfSaleForEveryone} points of sale in Lebanon and the UAE.`, 'store-locator', null],
].map(([id, title, text, link, target]) => ({
  id: id as number,
  title: title as string,
  text: measureSpacing(text as string),
  visuel: bannerVisual(`slider-${id as number}`, title as string),
  link: `/${link as string}`,
  label_link: 'Discover',
  target: target as Slider['target'],
}));

export const testimonies: Testimony[] = [
  [1, 'Rami K.', 'Painter-decorator, Beirut', 'The fine finish compound sands beautifully and saves me a coat of paint.', 5, 'pro'],
  [2, 'Aisha M.', 'Site manager, Dubai', 'The airless range changed how we work on large residential projects.', 5, 'pro'],
  [3, 'Nadine S.', 'Home owner, Jounieh', 'I repaired every crack in my living room in one afternoon.', 4, 'part'],
  [4, 'Omar H.', 'Home owner, Sharjah', 'The quantity calculator told me exactly how many bags to buy.', 5, 'part'],
].map(([id, author, role, text, rating, target]) => ({
  id: id as number,
  author: author as string,
  role: role as string,
  text: text as string,
  rating: rating as number,
  target: target as Testimony['target'],
}));

export const machines: Machine[] = [
  [1, 'airless-sprayer', 'Airless sprayer', 'A piston pump for spray-grade smoothing compounds, up to 300 m² a day.'],
  [2, 'plaster-projection-machine', 'Plaster projection machine', 'A continuous mixer-pump for one-coat machine plasters.'],
  [3, 'paddle-mixer', 'Paddle mixer', 'A two-speed mixer for powders up to 25 kg.'],
].map(([id, slug, name, description]) => ({
  id: id as number,
  slug: slug as string,
  name: name as string,
  description: measureSpacing(description as string),
  cover: visual(`machine-${slug as string}`, name as string),
}));
