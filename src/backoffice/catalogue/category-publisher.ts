/**
 * Publishing a category (PUT /admin/category/:id) and withdrawing it: a category of one plan, under
 * a parent of that plan or at its top, replaced whole with its translations in one transaction
 * that records its publish event (decision 187). Products are listed in it by their own
 * publications. What the body's schema cannot know (the plan, the parent, slugs other categories
 * hold) is checked here against the database, every refusal a 422 naming its field.
 */
import type { Transaction } from 'kysely';
import type { CategoryPublication } from '../../shared/kernel/api/contract.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { BackofficeQueries, BackofficeSchema } from '../db/schema.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { translationErrors, type PublicationSite } from '../publishing/publication-site.ts';
import { recordPublishEvent, type PublishEvent } from '../publishing/publish-events.ts';
import { invalid } from '../refusal.ts';

/** The categories' nesting the site shows: a range, its families, and theirs. */
const MAX_DEPTH = 3;

type PlanCategory = { id: number; parent_id: number | null; slug: string; position: number };

export class CategoryPublisher {
  readonly #queries: BackofficeQueries;

  constructor(queries: BackofficeQueries) {
    this.#queries = queries;
  }

  /** Creates or replaces the category `id`; refuses with a 422 naming each field that cannot be stored. */
  async publish(site: PublicationSite, id: number, publication: CategoryPublication, now: Date): Promise<PublishEvent> {
    const errors = translationErrors(site.translationLanguages, publication.translations ?? []);
    const planId = site.plans.get(publication.target);
    if (planId === undefined) errors.target = 'This site has no such plan';
    if (Object.keys(errors).length > 0 || planId === undefined) throw invalid(errors);
    const updatedAt = now.toISOString();
    try {
      return await this.#queries.transaction().execute(async (transaction) => {
        const parentId = await this.#checkInDatabase(transaction, site, planId, id, publication);
        const position = publication.position ?? (await this.#position(transaction, planId, id));
        await transaction
          .insertInto('category')
          .values({ id, sales_plan_id: planId, parent_id: parentId, ...publication.category, position, color: publication.color, updated_at: updatedAt })
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              parent_id: eb.ref('excluded.parent_id'),
              slug: eb.ref('excluded.slug'),
              name: eb.ref('excluded.name'),
              description: eb.ref('excluded.description'),
              position: eb.ref('excluded.position'),
              color: eb.ref('excluded.color'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
        await transaction.deleteFrom('category_translation').where('category_id', '=', id).execute();
        const translations = publication.translations ?? [];
        if (translations.length > 0) {
          await transaction
            .insertInto('category_translation')
            .values(translations.map(({ lang, ...text }) => ({ category_id: id, lang, sales_plan_id: planId, ...text, updated_at: updatedAt })))
            .execute();
        }
        return recordPublishEvent(transaction, {
          siteId: site.id,
          entityType: 'category',
          entityId: id,
          action: 'published',
          slugs: new Map([[BASE_LANG, publication.category.slug], ...translations.map((translation): [string, string] => [translation.lang, translation.slug])]),
          publishedAt: updatedAt,
        });
      });
    } catch (error) {
      // Two publications racing for one slug: the unique index decides, and the later one is told.
      if (isUniqueViolation(error)) throw invalid({ 'category.slug': 'Another category took this slug at the same time: publish again' });
      throw error;
    }
  }

  /**
   * Removes a category that lists no product and has no sub-category (an editor moves them
   * first: a product is always listed somewhere). Undefined when the site has no such category.
   */
  async withdraw(siteId: number, id: number, now: Date): Promise<PublishEvent | undefined> {
    return this.#queries.transaction().execute(async (transaction) => {
      const row = await transaction
        .selectFrom('category as c')
        .innerJoin('sales_plan as sp', 'sp.id', 'c.sales_plan_id')
        .select('c.slug')
        .where('c.id', '=', id)
        .where('sp.site_id', '=', siteId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const child = await transaction.selectFrom('category').select('slug').where('parent_id', '=', id).executeTakeFirst();
      if (child !== undefined) throw invalid({ id: `Sub-category ${child.slug} is in it: withdraw or move its sub-categories first` });
      const listed = await transaction.selectFrom('product_category').select((eb) => eb.fn.countAll<number>().as('products')).where('category_id', '=', id).executeTakeFirstOrThrow();
      if (Number(listed.products) > 0) throw invalid({ id: `${listed.products} products are listed in it: publish them in other categories first` });
      const translated = await transaction.selectFrom('category_translation').select(['lang', 'slug']).where('category_id', '=', id).execute();
      await transaction.deleteFrom('category_translation').where('category_id', '=', id).execute();
      await transaction.deleteFrom('category').where('id', '=', id).execute();
      return recordPublishEvent(transaction, {
        siteId,
        entityType: 'category',
        entityId: id,
        action: 'withdrawn',
        slugs: new Map([[BASE_LANG, row.slug], ...translated.map((translation): [string, string] => [translation.lang, translation.slug])]),
        publishedAt: now.toISOString(),
      });
    });
  }

  /** The parent's id (null at the top), once the plan, the parent and the slugs are known to be free; refuses otherwise. */
  async #checkInDatabase(transaction: Transaction<BackofficeSchema>, site: PublicationSite, planId: number, id: number, publication: CategoryPublication): Promise<number | null> {
    const errors: Record<string, string> = {};
    const existing = await transaction
      .selectFrom('category as c')
      .innerJoin('sales_plan as sp', 'sp.id', 'c.sales_plan_id')
      .select(['c.sales_plan_id', 'sp.site_id'])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (existing !== undefined && existing.site_id !== site.id) errors.id = 'This id is another site’s category';
    else if (existing !== undefined && existing.sales_plan_id !== planId) errors.target = 'A category stays in its plan: withdraw it and publish a new one in the other';

    const inPlan: PlanCategory[] = await transaction.selectFrom('category').select(['id', 'parent_id', 'slug', 'position']).where('sales_plan_id', '=', planId).execute();
    const byId = new Map(inPlan.map((category) => [category.id, category]));
    let parentId: number | null = null;
    if (publication.parent != null) {
      const parent = inPlan.find((category) => category.slug === publication.parent);
      if (parent === undefined) errors.parent = 'No category of this plan has this slug';
      else {
        const ancestors = ancestorsOf(parent, byId);
        if (parent.id === id || ancestors.some((ancestor) => ancestor.id === id)) errors.parent = 'A category cannot be put under itself or one of its sub-categories';
        else if (ancestors.length + 2 + subtreeDepth(id, inPlan) - 1 > MAX_DEPTH) errors.parent = `Categories nest ${MAX_DEPTH} levels deep at most`;
        parentId = parent.id;
      }
    }

    const sameSlug = await transaction.selectFrom('category').select('id').where('slug', '=', publication.category.slug).where('id', '!=', id).executeTakeFirst();
    if (sameSlug !== undefined) errors['category.slug'] = `Category ${sameSlug.id} has this slug`;
    const translations = publication.translations ?? [];
    if (translations.length > 0) {
      const taken = await transaction
        .selectFrom('category_translation')
        .select(['category_id', 'lang', 'slug'])
        .where('sales_plan_id', '=', planId)
        .where('category_id', '!=', id)
        .where('slug', 'in', translations.map((translation) => translation.slug))
        .execute();
      translations.forEach((translation, index) => {
        const other = taken.find((row) => row.lang === translation.lang && row.slug === translation.slug);
        if (other !== undefined) errors[`translations.${index}.slug`] = `Category ${other.category_id} has this slug in this language`;
      });
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return parentId;
  }

  /** Where a category goes without a position: where it was, or after the plan's others. */
  async #position(transaction: Transaction<BackofficeSchema>, planId: number, id: number): Promise<number> {
    const existing = await transaction.selectFrom('category').select('position').where('id', '=', id).executeTakeFirst();
    if (existing !== undefined) return existing.position;
    const last = await transaction.selectFrom('category').select((eb) => eb.fn.max('position').as('last')).where('sales_plan_id', '=', planId).executeTakeFirst();
    return last?.last == null ? 0 : Number(last.last) + 1;
  }
}

/** The category's parent, its parent's, up to the top (a broken chain stops the walk). */
function ancestorsOf(category: PlanCategory, byId: ReadonlyMap<number, PlanCategory>): PlanCategory[] {
  const ancestors: PlanCategory[] = [];
  for (let parent = byId.get(category.parent_id ?? -1); parent !== undefined && ancestors.length <= byId.size; parent = byId.get(parent.parent_id ?? -1)) ancestors.push(parent);
  return ancestors;
}

/** Levels of the category `id` and the categories under it: 1 for a category without any (or not stored yet). */
function subtreeDepth(id: number, inPlan: readonly PlanCategory[]): number {
  let depth = 1;
  for (let level = inPlan.filter((category) => category.parent_id === id); level.length > 0 && depth <= inPlan.length; depth++) {
    const ids = new Set(level.map((category) => category.id));
    level = inPlan.filter((category) => category.parent_id !== null && ids.has(category.parent_id));
  }
  return depth;
}
