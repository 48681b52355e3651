/**
 * A page as an editor sends it (PUT /admin/page/:id) turned into the document the content store
 * keeps and the site reads (the contract's Page), in each of its languages; and a publish event
 * as the write API answers it.
 */
import type { Page, PageBlock, PublishEventView } from '../../shared/kernel/api/contract.ts';
import type { PageBlockInput, PagePublication, PageText, VisualReference } from '../../shared/kernel/api/contract.ts';
import type { PublishedDocument } from '../content/content-store.ts';
import { visual } from '../media/visuals.ts';
import type { PublishEvent } from './publish-events.ts';

function picture(reference: VisualReference | null) {
  return reference === null ? null : visual(reference.name, reference.alt);
}

function block(input: PageBlockInput): PageBlock {
  if (input.type === 'paragraph') return { type: 'paragraph', titre: input.titre, text: input.text, visuel: picture(input.visuel) };
  if (input.type === 'timeline') return input;
  return {
    type: 'push',
    titre: input.titre,
    text: input.text,
    label: input.titre,
    visuel: picture(input.visuel),
    link: null,
    slug: input.url.slice(1),
    label_link: input.label_link,
    element: { url: input.url },
  };
}

function page(id: number, publication: PagePublication, text: PageText, publishedAt: string): Omit<Page, 'slugs'> {
  return {
    id,
    slug: text.slug,
    title: text.title,
    type: { technical_name: text.type, label: text.type_label },
    target: publication.target,
    extract: text.extract,
    cover: picture(text.cover),
    published_at: publishedAt,
    tags: text.tags ?? [],
    blocks: text.blocks.map(block),
    meta: text.meta,
  };
}

/** The page in the base language and each translation, as the content store keeps it. */
export function pageDocument(id: number, publication: PagePublication, now: Date): PublishedDocument {
  const publishedAt = publication.published_at === undefined ? now.toISOString() : `${publication.published_at}T00:00:00.000Z`;
  return {
    id,
    target: publication.target,
    slug: publication.page.slug,
    kind: publication.page.type,
    position: publication.position,
    body: page(id, publication, publication.page, publishedAt),
    translations: new Map((publication.translations ?? []).map(({ lang, ...text }) => [lang, { slug: text.slug, body: page(id, publication, text, publishedAt) }])),
  };
}

export function eventView(event: PublishEvent): PublishEventView {
  return {
    id: event.id,
    entity_type: event.entityType,
    entity_id: event.entityId,
    action: event.action,
    slugs: Object.fromEntries(event.slugs),
    published_at: event.publishedAt,
  };
}
