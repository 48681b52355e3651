import type { Milestone, PageBlock, PageType } from '../../../../shared/kernel/api/contract.ts';
import { visual } from '../../../media/visuals.ts';
import { productPushBlock } from '../product-push.ts';
import { frenchProducts } from '../products-fr.ts';
import { productByReference } from '../products.ts';
import { frenchSpacing } from './typography.ts';

export const frenchPageTypeLabels: Record<PageType, string> = {
  cms: 'Page',
  actualite: 'Actualité',
  job: 'Offre d’emploi',
  advice: 'Conseil',
};

/**
 * A French paragraph; `visualName` is the English block's picture name, so the picture stays the
 * same; its text for those who cannot see it is `alt`, else the heading.
 */
export function paragraph(titre: string | null, text: string, visualName?: string, alt?: string): PageBlock {
  const heading = titre === null ? null : frenchSpacing(titre);
  return { type: 'paragraph', titre: heading, text: frenchSpacing(text), visuel: visualName === undefined ? null : visual(visualName, frenchSpacing(alt ?? heading ?? '')) };
}

/** A French push to `slug` (a French page or product slug, or a route path, which stays); `englishSlug` names the English push's picture. */
export function push(titre: string, text: string, slug: string, labelLink: string, englishSlug: string): PageBlock {
  const heading = frenchSpacing(titre);
  return {
    type: 'push',
    titre: heading,
    text: frenchSpacing(text),
    label: heading,
    visuel: visual(`push-${englishSlug.replace(/\//g, '-')}`, heading),
    link: null,
    slug,
    label_link: frenchSpacing(labelLink),
    element: { url: `/${slug}` },
  };
}

/** A card leading to a product a French page mentions, by its reference: its French name and summary. */
export function productPush(reference: string): PageBlock {
  return productPushBlock(frenchProducts.get(productByReference(reference).id)!, 'Voir le produit');
}

/** A French timeline: its heading and milestones, earliest first. */
export function timeline(titre: string, milestones: readonly Milestone[]): PageBlock {
  return {
    type: 'timeline',
    titre: frenchSpacing(titre),
    milestones: milestones.map(({ year, title, text }) => ({ year, title: frenchSpacing(title), text: frenchSpacing(text) })),
  };
}
