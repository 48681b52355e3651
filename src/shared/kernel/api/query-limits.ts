/**
 * The bounds of the back office's query params, declared once: the back office's query reader
 * refuses a value beyond them with a 400, and the site's route grammar refuses to match a URL
 * that would ask for one (a 404), so no page ever forwards a value the back office would refuse.
 * Each bound sits far beyond what the catalogue has or a visitor could ask for, and close enough
 * that one request's work and the answers kept from it stay small.
 */
/** Pages of a listing: 100,000 pages of 100 is ten million items, far more than any catalogue. */
export const PAGE_MAX = 100_000;
/** Items per page; the site's own listings ask for all jobs or all products in one page of this. */
export const PER_PAGE_MAX = 100;
/** Ids listed in one `ids` param (the saved products ask for theirs in one page). */
export const IDS_MAX = PER_PAGE_MAX;
/** Digits of a numeric id (the site's `id` route param, a product id in `ids`). */
export const ID_DIGITS_MAX = 12;
/** Characters of a searched text, after trimming (the `/results/:search` param, `text`). */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Items of any other comma-separated list param (`categories`, `tags`, `types`). */
export const LIST_ITEMS_MAX = 50;
/** Characters of one item of such a list (a category's slug path, a tag). */
export const LIST_ITEM_MAX_LENGTH = 200;

/** Characteristics chosen in one query: the catalogue describes its products with about fifteen. */
export const CARACTERISTICS_MAX = 32;
/** Values chosen for one characteristic: the richest offers about a dozen. */
export const CARACTERISTIC_VALUES_MAX = 64;
/** Characters of a characteristic's technical name. */
export const CARACTERISTIC_NAME_MAX_LENGTH = 64;
/** Characters of a characteristic's value. */
export const CARACTERISTIC_VALUE_MAX_LENGTH = 128;
