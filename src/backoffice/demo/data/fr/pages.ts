import { pages, type SeedPage } from '../pages.ts';
import { frenchPageTypeLabels } from './page-blocks.ts';
import { frenchAdvicePages } from './pages-advice.ts';
import { frenchCmsPages } from './pages-cms.ts';
import { frenchJobPages, frenchNewsPages } from './pages-news.ts';
import { frenchTagsBySlug } from './reference-lists.ts';
import type { FrenchDocument, FrenchPageText } from './types.ts';

const frenchTexts: Record<string, FrenchPageText> = { ...frenchCmsPages, ...frenchAdvicePages, ...frenchNewsPages, ...frenchJobPages };

function translate(english: SeedPage, french: FrenchPageText): FrenchDocument<SeedPage> {
  return {
    slug: french.slug,
    body: {
      ...english,
      slug: french.slug,
      title: french.title,
      type: { ...english.type, label: frenchPageTypeLabels[english.type.technical_name] },
      extract: french.extract,
      cover: english.cover && { ...english.cover, alt: french.title, title: french.title },
      tags: english.tags.map((tag) => frenchTagsBySlug[tag]?.slug ?? tag),
      blocks: french.blocks,
      meta: { title: french.title, description: french.extract },
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
