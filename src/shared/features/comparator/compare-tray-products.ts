/** The products of the compare list, for the tray's thumbnails (fetched while the tray shows). */
import { savedProductList } from '../favorites/saved-product-list.ts';
import { $comparedIds } from './model.ts';

export const compareTrayProducts = savedProductList('compare-tray', $comparedIds);
