import type { Db } from '../db/open-database.ts';

const MEDIA_PATH = /\/media\/([a-z0-9][a-z0-9/._-]*)/g;

/**
 * Every media path the data refers to. Only these are generated, so a request cannot make the
 * back office draw and store arbitrary files.
 */
export function referencedMedia(db: Db): Set<string> {
  const paths = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(MEDIA_PATH)) paths.add(match[1]!);
  };
  for (const sql of ['SELECT body FROM content', 'SELECT items FROM menu', 'SELECT medias FROM product']) {
    for (const text of db.prepare(sql).pluck().all() as string[]) collect(text);
  }
  for (const slug of db.prepare('SELECT slug FROM category').pluck().all() as string[]) {
    paths.add(`visual/category-${slug}.png`);
    paths.add(`visual/category-${slug}.webp`);
  }
  // A technical sheet exists in every language of its product's site, named by the English slug.
  const sheets = db.prepare('SELECT p.slug, s.languages FROM product p JOIN site s ON s.id = p.site_id').all() as { slug: string; languages: string }[];
  for (const { slug, languages } of sheets) {
    for (const language of JSON.parse(languages) as { code: string }[]) paths.add(`sheet/${language.code}/${slug}.pdf`);
  }
  // Large packshots and WebP twins are referenced through their PNG siblings.
  for (const path of [...paths]) {
    if (path.endsWith('.png')) paths.add(path.replace(/\.png$/, '.webp'));
    if (path.endsWith('.webp')) paths.add(path.replace(/\.webp$/, '.png'));
  }
  return paths;
}
