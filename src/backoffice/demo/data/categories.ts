import { PART_PLAN_ID, PRO_PLAN_ID } from './sites.ts';

export interface SeedCategory {
  id: number;
  planId: number;
  slug: string;
  name: string;
  description: string;
  color: string;
  parentSlug?: string;
  updatedAt: string;
}

/** The range was last reorganised in March 2024, a category a day. */
const EDITED_FROM = Date.UTC(2024, 2, 4, 9);

const part: [slug: string, name: string, description: string, color: string][] = [
  ['filling', 'Filling', 'Fill holes, cracks and gaps before painting or papering.', 'f39200'],
  ['finish-smoothing', 'Finish smoothing', 'Get a perfectly smooth wall ready for paint.', '2f80c0'],
  ['thick-smoothing', 'Thick smoothing', 'Even out damaged or uneven walls in one or two coats.', '1f5f8b'],
  ['pre-treatment', 'Treat before filling', 'Prepare, stabilise and prime walls before filling.', '7a9e3b'],
  ['exterior', 'Exterior', 'Fillers that stand up to rain, frost and sun.', '8b5e34'],
  ['wood', 'Wood', 'Repair doors, frames, floors and furniture.', 'a0522d'],
  ['kitchen-and-bathroom', 'Kitchen and bathroom', 'Fillers for damp rooms and tiled walls.', '2a9d8f'],
  ['easy-solutions', 'Easy solutions', 'Ready-to-use products for quick repairs.', 'e76f51'],
  ['multi-purpose', 'Multi-purpose', 'One filler for filling, smoothing and repairing.', '6d597a'],
  ['plasterers-and-drywallers', 'Plasterers and drywallers', 'Jointing and plastering for plasterboard walls.', '577590'],
  // The range both audiences have (the spec's solutions-specialisees): one name in both plans.
  ['specialised-solutions', 'Specialist solutions', 'Decorative, anti-mould and tile-covering solutions.', 'b5838d'],
];

const pro: [slug: string, name: string, description: string, color: string][] = [
  ['smoothing-compounds', 'Smoothing compounds', 'Fine and very fine smoothing compounds, by hand or machine.', '2f80c0'],
  ['levelling-compounds', 'Levelling compounds', 'Thick compounds to level walls and ceilings.', '1f5f8b'],
  ['filling-compounds', 'Filling compounds', 'Fast and deep filling compounds for every support.', 'f39200'],
  ['plaster-and-drywall-compounds', 'Plasterer and drywall compounds', 'Jointing, finishing and plastering compounds.', '577590'],
  ['exterior-compounds', 'Exterior compounds', 'Facade fillers and render repairs.', '8b5e34'],
  ['wood-compounds', 'Wood fillers', 'Fillers for joinery and wooden floors.', 'a0522d'],
  ['decorative-coatings', 'Decorative coatings', 'Lime, polished and textured wall coatings.', 'b5838d'],
  ['specialist-solutions', 'Specialist solutions', 'Fire-resistant, acoustic, damp-room and bonding solutions.', '2a9d8f'],
  ['general-purpose-compounds', 'General-purpose compounds', 'Versatile compounds for everyday site work.', '6d597a'],
];

const children: [parentSlug: string, slug: string, name: string, description: string][] = [
  ['filling', 'small-holes-and-cracks', 'Small holes and cracks', 'Nail holes, hairline cracks and dents.'],
  ['filling', 'large-holes-and-gaps', 'Large holes and gaps', 'Deep holes, gaps around frames and pipes.'],
  ['smoothing-compounds', 'hand-applied-smoothing', 'Hand-applied smoothing', 'Compounds for the trowel and the smoothing blade.'],
  ['smoothing-compounds', 'spray-applied-smoothing', 'Spray-applied smoothing', 'Airless compounds for large surfaces.'],
];

function build(): SeedCategory[] {
  const list: Omit<SeedCategory, 'updatedAt'>[] = [];
  let id = 100;
  for (const [planId, rows] of [
    [PART_PLAN_ID, part],
    [PRO_PLAN_ID, pro],
  ] as const) {
    for (const [slug, name, description, color] of rows) list.push({ id: id++, planId, slug, name, description, color });
  }
  for (const [parentSlug, slug, name, description] of children) {
    const parent = list.find((category) => category.slug === parentSlug);
    if (parent === undefined) throw new Error(`Unknown parent category ${parentSlug}`);
    list.push({ id: id++, planId: parent.planId, slug, name, description, color: parent.color, parentSlug });
  }
  return list.map((category, position) => ({ ...category, updatedAt: new Date(EDITED_FROM + position * 86_400_000).toISOString() }));
}

export const categories: SeedCategory[] = build();
