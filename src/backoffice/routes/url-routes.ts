import type { Category, Folder, Page, ProductFilter, SitemapEntry, UrlEntityData, UrlEntry } from '../../shared/kernel/api/contract.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { badRequest } from '../http/http-error.ts';
import { notFound } from '../refusal.ts';
import { planContext, type Scope } from '../http/scope.ts';
import { productFacets } from '../catalogue/product-filters.ts';
import { slugsByLanguage } from '../i18n/languages.ts';
import type { Services } from '../services.ts';

type Names = 'GET /url' | 'GET /url/entity' | 'GET /sitemap';

const ENTITY_TYPES = ['page', 'cms_page', 'product', 'category', 'folder'] as const;

export function urlRoutes(services: Services): HandlerGroup<Names> {
  async function contentEntries<T>(resource: 'page' | 'folder', scope: Scope) {
    const entries = await services.content.entries<T>(resource, { siteId: scope.site.id, target: planContext(scope).plan.target, lang: scope.lang });
    return Promise.all(entries.map(async (entry) => ({ ...entry, slugs: slugsByLanguage(scope.site, await services.content.slugsOf(resource, entry.id)) })));
  }

  async function entries(scope: Scope): Promise<SitemapEntry[]> {
    const context = planContext(scope);
    const target = context.plan.target;
    const products = await services.products.urls(context);
    return [
      ...(await contentEntries<Page>('page', scope)).map(({ body: page, updatedAt, slugs }) => ({
        entity_type: 'cms_page' as const,
        id: page.id,
        slug: page.slug,
        slugs,
        target: page.target,
        updated_at: updatedAt,
        label: page.title,
      })),
      ...services.categories.ofPlan(context.plan.id).map((row) => {
        const text = services.categories.text(row, scope.lang);
        return {
          entity_type: 'category' as const,
          id: row.id,
          slug: text.slug,
          slugs: slugsByLanguage(scope.site, services.categories.slugsOf(row)),
          target,
          updated_at: text.updated_at,
          label: text.name,
        };
      }),
      ...products.map(({ slugs, ...row }) => ({
        entity_type: 'product' as const,
        ...row,
        slugs: slugsByLanguage(scope.site, slugs),
        target,
      })),
      ...(await contentEntries<Folder>('folder', scope)).map(({ body: folder, updatedAt, slugs }) => ({
        entity_type: 'folder' as const,
        id: folder.id,
        slug: folder.slug,
        slugs,
        target: folder.target,
        updated_at: updatedAt,
        label: folder.name,
      })),
    ];
  }

  async function content<T extends Page | Folder>(resource: 'page' | 'folder', scope: Scope, slug: string, what: string): Promise<T> {
    const found = await services.content.get<T>(resource, scope.site.id, slug, scope.lang);
    if (found === undefined) throw notFound(what);
    return { ...found.body, slugs: slugsByLanguage(scope.site, await services.content.slugsOf(resource, found.id)) };
  }

  async function entity(scope: Scope, type: (typeof ENTITY_TYPES)[number], slug: string, options: { depth: number; parents: boolean; extras: boolean }): Promise<UrlEntityData> {
    const context = planContext(scope);
    switch (type) {
      case 'page':
      case 'cms_page':
        return content<Page>('page', scope, slug, 'Page');
      case 'folder':
        return content<Folder>('folder', scope, slug, 'Folder');
      case 'product': {
        const found = await services.products.detail(context, slug);
        const product = { ...found, slugs: slugsByLanguage(scope.site, await services.products.slugsOf(found.id)) };
        const first = product.categories[0];
        if (!options.parents || first === undefined) return product;
        return { ...product, parents: [...services.categories.parentsOf(first.id, scope.lang), first] };
      }
      case 'category': {
        const row = services.categories.find(lastSegment(slug), { planId: context.plan.id, lang: scope.lang });
        if (row === undefined || row.sales_plan_id !== context.plan.id) throw notFound('Category');
        const category: Category & { filters?: Record<string, ProductFilter> } = {
          ...services.categories.get(row, options, scope.lang),
          slugs: slugsByLanguage(scope.site, services.categories.slugsOf(row)),
        };
        if (options.extras) category.filters = await productFacets(services, context, { categoryIds: services.categories.withDescendants(row.id) });
        return category;
      }
    }
  }

  return {
    'GET /url': async ({ query, scope }) => {
      const type = query.oneOf('entity_type', ['cms_page', 'product', 'category', 'folder'] as const);
      return (await entries(scope))
        .filter((entry) => type === null || entry.entity_type === type)
        .map(({ label: _label, ...entry }): UrlEntry => entry);
    },
    'GET /url/entity': async ({ query, scope }) => {
      const type = query.oneOf('entity_type', ENTITY_TYPES) ?? 'page';
      const slug = query.requiredString('slug').replace(/^\/+|\/+$/g, '');
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug) && !/^\d+$/.test(slug)) throw badRequest('slug', 'Invalid slug');
      return [
        await entity(scope, type, slug, {
          depth: query.int('depth', { min: 0, max: 5 }) ?? 0,
          parents: query.flag('parents'),
          extras: query.flag('extras'),
        }),
      ];
    },
    'GET /sitemap': async ({ scope }) => {
      const items = await entries(scope);
      return { items, total: items.length };
    },
  };
}

/** Category slugs may come as a path (parent/child): the last part names the category. */
function lastSegment(slug: string): string {
  return slug.slice(slug.lastIndexOf('/') + 1);
}
