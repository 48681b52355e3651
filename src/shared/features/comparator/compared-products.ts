/** The products of the compare list, for the comparator page. */
import { savedProductList } from '../favorites/saved-product-list.ts';
import { $comparedIds } from './model.ts';

export const comparedProducts = savedProductList('comparator', $comparedIds);
