import type { PageBlock } from '../../../../shared/kernel/api/contract.ts';
import type { SeedPage } from '../pages.ts';

/** A French translation of a seeded entity: its French slug (when it has one) and its complete French body. */
export type FrenchDocument<T> = { slug?: string; body: T };

/** The French texts of a page; everything else comes from the English page. */
export interface FrenchPageText {
  slug: string;
  title: string;
  extract: string;
  blocks: PageBlock[];
  job?: SeedPage['job'];
}
