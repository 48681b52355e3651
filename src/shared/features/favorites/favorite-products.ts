/** The products of the favourites list, for the favourites page. */
import { $favoriteIds } from './model.ts';
import { savedProductList } from './saved-product-list.ts';

export const favoriteProducts = savedProductList('favorites', $favoriteIds);
