import type { PageBlock, PageType } from '../../../../shared/kernel/api/contract.ts';
import { visual } from '../../../media/visuals.ts';

export const frenchPageTypeLabels: Record<PageType, string> = {
  cms: 'Page',
  actualite: 'Actualité',
  job: 'Offre d’emploi',
  advice: 'Conseil',
};

/** A French paragraph; `visualName` is the English block's picture name, so the picture stays the same. */
export function paragraph(titre: string | null, text: string, visualName?: string): PageBlock {
  return { type: 'paragraph', titre, text, visuel: visualName === undefined ? null : visual(visualName, titre ?? '') };
}

/** A French push to `slug` (a French page or product slug, or a route path, which stays); `englishSlug` names the English push's picture. */
export function push(titre: string, text: string, slug: string, labelLink: string, englishSlug: string): PageBlock {
  return {
    type: 'push',
    titre,
    text,
    label: titre,
    visuel: visual(`push-${englishSlug.replace(/\//g, '-')}`, titre),
    link: null,
    slug,
    label_link: labelLink,
    element: { url: `/${slug}` },
  };
}
