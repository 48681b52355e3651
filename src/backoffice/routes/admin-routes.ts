import { submissionResources } from '../../shared/kernel/api/entities/commerce.ts';
import type { SubmissionStore } from '../forms/submission-store.ts';
import { BodyReader } from '../http/body-reader.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { notFound } from '../refusal.ts';
import { eventView, pageDocument } from '../publishing/page-publication.ts';
import { publicationSite, translationErrors, translationLanguages } from '../publishing/publication-site.ts';
import type { PublishEvent } from '../publishing/publish-events.ts';
import type { Services } from '../services.ts';

/** Operators only (admin token): the site never forwards these. */
type AdminEndpoint =
  | 'GET /admin/submissions'
  | 'GET /admin/search-synonyms'
  | 'PUT /admin/search-synonyms'
  | 'PUT /admin/page/:id'
  | 'DELETE /admin/page/:id'
  | 'PUT /admin/product/:id'
  | 'DELETE /admin/product/:id'
  | 'PUT /admin/category/:id'
  | 'DELETE /admin/category/:id'
  | 'GET /admin/publish-events';

/** An entity's id in the path: a whole number from 1, else the entity is unknown. */
function entityId(param: string | undefined, entity: string): number {
  const id = /^[1-9][0-9]{0,8}$/.test(param ?? '') ? Number(param) : undefined;
  if (id === undefined) throw notFound(entity);
  return id;
}

export function adminRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<AdminEndpoint> {
  // Told before the write is answered: the site beside this back office drops what it keeps of
  // the change, so the editor's next look at the page shows it.
  const announced = async (event: PublishEvent) => {
    await services.catalogueChanged(event);
    const view = eventView(event);
    services.announcePublished(view);
    return view;
  };
  return {
    'GET /admin/submissions': ({ query }) => {
      const { perPage, offset } = query.paging(50, 500);
      return submissions.list(query.oneOf('resource', submissionResources), { limit: perPage, offset });
    },
    'GET /admin/search-synonyms': () => services.search.synonyms(),
    'PUT /admin/search-synonyms': ({ body, scope }) => {
      const reader = new BodyReader('PUT /admin/search-synonyms', body);
      const known = (code: string | undefined) => code === undefined || scope.site.languages.some((language) => language.code === code);
      const lang = reader.get('lang');
      const termLang = reader.get('term_lang');
      if (!known(lang)) reader.error('lang', 'Language not available on this site');
      if (!known(termLang)) reader.error('term_lang', 'Language not available on this site');
      const { term, expansions = [] } = reader.done();
      return services.search.replaceSynonyms(lang!, term, expansions, termLang === lang ? undefined : termLang);
    },
    'PUT /admin/page/:id': async ({ body, params, scope }) => {
      const id = entityId(params.id, 'Page');
      const reader = new BodyReader('PUT /admin/page/:id', body);
      const languages = translationLanguages(scope.site.languages);
      const type = reader.get('page')?.type;
      const translations = reader.get('translations') ?? [];
      for (const [field, message] of Object.entries(translationErrors(languages, translations))) reader.error(field, message);
      translations.forEach((translation, index) => {
        if (type !== undefined && translation.type !== type) reader.error(`translations.${index}.type`, 'A translation has its page’s type');
      });
      const publication = reader.done();
      return announced(await services.content.publish('page', scope.site.id, pageDocument(id, publication, services.now()), services.now()));
    },
    'DELETE /admin/page/:id': async ({ params, scope }) => {
      const event = await services.content.withdraw('page', scope.site.id, entityId(params.id, 'Page'), services.now());
      if (event === undefined) throw notFound('Page');
      return announced(event);
    },
    'PUT /admin/product/:id': async ({ body, params, scope }) => {
      const id = entityId(params.id, 'Product');
      const publication = new BodyReader('PUT /admin/product/:id', body).done();
      return announced(await services.productPublisher.publish(publicationSite(scope.site), id, publication, services.categories, services.now()));
    },
    'DELETE /admin/product/:id': async ({ params, scope }) => {
      const event = await services.productPublisher.withdraw(scope.site.id, entityId(params.id, 'Product'), services.now());
      if (event === undefined) throw notFound('Product');
      return announced(event);
    },
    'PUT /admin/category/:id': async ({ body, params, scope }) => {
      const id = entityId(params.id, 'Category');
      const publication = new BodyReader('PUT /admin/category/:id', body).done();
      return announced(await services.categoryPublisher.publish(publicationSite(scope.site), id, publication, services.now()));
    },
    'DELETE /admin/category/:id': async ({ params, scope }) => {
      const event = await services.categoryPublisher.withdraw(scope.site.id, entityId(params.id, 'Category'), services.now());
      if (event === undefined) throw notFound('Category');
      return announced(event);
    },
    'GET /admin/publish-events': async ({ query }) => {
      const after = query.int('after', { min: 0 }) ?? 0;
      const { perPage } = query.paging(100, 500);
      return (await services.publishEvents.after(after, perPage)).map(eventView);
    },
  };
}
