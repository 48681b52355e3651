/** The site's lists a body's choices are checked against (the shared schema's `ReferenceLists`). */
import type { Civility } from '../../shared/kernel/api/contract.ts';
import type { ReferenceLists } from '../../shared/kernel/validation/schema.ts';
import type { ContentStore } from './content-store.ts';

export async function referenceLists(content: ContentStore, siteId: number): Promise<ReferenceLists> {
  return { civilities: (await content.list<Civility>('civility', { siteId })).items };
}
