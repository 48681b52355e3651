/**
 * What a product card needs, as loaders keep it: loader data is written into the page, so each
 * product is cut down to this. Apart from the cards' code, which home loads after its first load.
 */
import type { ProductPage, ProductSummary } from '../api/entities/catalogue.ts';

/**
 * What tells the products of a listing apart at a glance (powder or paste, the finish): the only
 * characteristics a card shows (of those its audience is shown: audience-characteristics.ts).
 */
export const cardCharacteristicNames: readonly string[] = ['form', 'finish'];

/** What a card shows. */
export type ProductCardData = Pick<ProductSummary, 'id' | 'slug' | 'name' | 'reference' | 'category_name' | 'cover' | 'caracteristics' | 'price'>;

export interface ProductCardPage {
  readonly items: readonly ProductCardData[];
  readonly total: number;
}

/** A product cut down to what its card shows. */
export function toProductCard<Summary extends ProductCardData>({ id, slug, name, reference, category_name, cover, caracteristics, price }: Summary): ProductCardData {
  return {
    id,
    slug,
    name,
    reference,
    category_name,
    cover,
    caracteristics: Object.fromEntries(cardCharacteristicNames.flatMap((name) => (caracteristics[name] ? [[name, caracteristics[name]]] : []))),
    price,
  };
}

export function toProductCards(page: ProductPage): ProductCardPage {
  return { items: page.items.map(toProductCard), total: page.total };
}
