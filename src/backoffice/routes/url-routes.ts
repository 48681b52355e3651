import type { Category, Folder, Page, ProductFilter, SitemapEntry, UrlEntityData, UrlEntry } from '../../shared/api/contract.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requirePlan, type Scope } from '../http/scope.ts';
import { productFacets } from '../catalogue/product-filters.ts';
import type { Services } from '../services.ts';

type Names = 'GET /url' | 'GET /url/entity' | 'GET /sitemap';

const ENTITY_TYPES = ['page', 'cms_page', 'product', 'category', 'folder'] as const;

export function urlRoutes(services: Services): HandlerGroup<Names> {
  const productUrls = services.db.prepare(
    `SELECT p.id, p.slug, p.name AS label, p.created_at AS updated_at FROM product p
     JOIN product_plan pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.site_id = ? ORDER BY pp.position`,
  );
  const categoryUrls = services.db.prepare('SELECT id, slug, name AS label FROM category WHERE sales_plan_id = ? ORDER BY position');

  function entries(scope: Scope): SitemapEntry[] {
    const plan = requirePlan(scope);
    const target = plan.target;
    const seededAt = new Date(0).toISOString();
    const pages = services.content.list<Page>('page', { siteId: scope.site.id, target }).items;
    const folders = services.content.list<Folder>('folder', { siteId: scope.site.id, target }).items;
    return [
      ...pages.map((page) => ({ entity_type: 'cms_page' as const, id: page.id, slug: page.slug, target: page.target, updated_at: page.published_at, label: page.title })),
      ...(categoryUrls.all(plan.id) as { id: number; slug: string; label: string }[]).map((row) => ({
        entity_type: 'category' as const,
        ...row,
        target,
        updated_at: seededAt,
      })),
      ...(productUrls.all(plan.id, scope.site.id) as { id: number; slug: string; label: string; updated_at: string }[]).map((row) => ({
        entity_type: 'product' as const,
        ...row,
        target,
      })),
      ...folders.map((folder) => ({ entity_type: 'folder' as const, id: folder.id, slug: folder.slug, target: folder.target, updated_at: seededAt, label: folder.name })),
    ];
  }

  function entity(scope: Scope, type: (typeof ENTITY_TYPES)[number], slug: string, options: { depth: number; parents: boolean; extras: boolean }): UrlEntityData {
    const plan = requirePlan(scope);
    const context = { siteId: scope.site.id, plan };
    switch (type) {
      case 'page':
      case 'cms_page': {
        const page = services.content.get<Page>('page', scope.site.id, slug);
        if (page === undefined) throw notFound('Page');
        return page.body;
      }
      case 'folder': {
        const folder = services.content.get<Folder>('folder', scope.site.id, slug);
        if (folder === undefined) throw notFound('Folder');
        return folder.body;
      }
      case 'product': {
        const product = services.products.detail(context, lastSegment(slug));
        const first = product.categories[0];
        if (!options.parents || first === undefined) return product;
        return { ...product, parents: [...services.categories.parentsOf(first.id), first] };
      }
      case 'category': {
        const row = services.categories.find(lastSegment(slug));
        if (row === undefined || row.sales_plan_id !== plan.id) throw notFound('Category');
        const category: Category & { filters?: Record<string, ProductFilter> } = services.categories.get(row, options);
        if (options.extras) category.filters = productFacets(services, context, { categoryIds: services.categories.withDescendants(row.id) });
        return category;
      }
    }
  }

  return {
    'GET /url': ({ query, scope }) => {
      const type = query.oneOf('entity_type', ['cms_page', 'product', 'category', 'folder'] as const);
      return entries(scope)
        .filter((entry) => type === null || entry.entity_type === type)
        .map(({ label: _label, ...entry }): UrlEntry => entry);
    },
    'GET /url/entity': ({ query, scope }) => {
      const type = query.oneOf('entity_type', ENTITY_TYPES) ?? 'page';
      const slug = query.requiredString('slug').replace(/^\/+|\/+$/g, '');
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug) && !/^\d+$/.test(slug)) throw badRequest('slug', 'Invalid slug');
      return [
        entity(scope, type, slug, {
          depth: query.int('depth', { min: 0, max: 5 }) ?? 0,
          parents: query.flag('parents'),
          extras: query.flag('extras'),
        }),
      ];
    },
    'GET /sitemap': ({ scope }) => {
      const items = entries(scope);
      return { items, total: items.length };
    },
  };
}

/** Product and category slugs may come as a path (parent/child): the last part names the entity. */
function lastSegment(slug: string): string {
  return slug.slice(slug.lastIndexOf('/') + 1);
}
