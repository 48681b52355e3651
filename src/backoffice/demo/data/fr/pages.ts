import { pages, type SeedPage } from '../pages.ts';
import { frenchPageTypeLabels } from './page-blocks.ts';
import { frenchAdvicePages } from './pages-advice.ts';
import { frenchCmsPages } from './pages-cms.ts';
import { frenchJobPages, frenchNewsPages } from './pages-news.ts';
import { frenchTagsBySlug } from './reference-lists.ts';
import type { FrenchDocument, FrenchPageText } from './types.ts';
import { frenchSpacing } from './typography.ts';

const frenchTexts: Record<string, FrenchPageText> = { ...frenchCmsPages, ...frenchAdvicePages, ...frenchNewsPages, ...frenchJobPages };

/** The French page; its blocks are set in French spacing by their helpers (page-blocks.ts), its title and extract here. */
function translate(english: SeedPage, french: FrenchPageText): FrenchDocument<SeedPage> {
  const title = frenchSpacing(french.title);
  const extract = frenchSpacing(french.extract);
  return {
    slug: french.slug,
    body: {
      ...english,
      slug: french.slug,
      title,
      type: { ...english.type, label: frenchPageTypeLabels[english.type.technical_name] },
      extract,
      cover: english.cover && { ...english.cover, alt: title, title },
      tags: english.tags.map((tag) => frenchTagsBySlug[tag]?.slug ?? tag),
      blocks: french.blocks,
      meta: { title, description: extract },
      ...(french.job === undefined ? {} : { job: french.job }),
    },
  };
}

/** Every page of seed/pages.ts in French, by the English page's id. */
export const frenchPages: Record<number, FrenchDocument<SeedPage>> = Object.fromEntries(
  pages.flatMap((english) => {
    const french = frenchTexts[english.slug];
    return french === undefined ? [] : [[english.id, translate(english, french)]];
  }),
);

/** The French slug of an English page (menus and pushes link pages by slug). */
export function frenchPageSlug(englishSlug: string): string {
  const slug = frenchTexts[englishSlug]?.slug;
  if (slug === undefined) throw new Error(`Page ${englishSlug} has no French slug`);
  return slug;
}
