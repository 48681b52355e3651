/**
 * The home page's featured product cards, as a module of their own that home imports lazily:
 * the cards' module is loaded statically by the listing pages, and importing it lazily as well
 * would split the shell's chunk (scripts/shell-first-chunks.mjs).
 */
export { ProductGrid as FeaturedGrid } from '../../blocks/catalogue/product-card.tsx';
