/**
 * The home page's news and push cards, imported lazily as the featured grid is (featured-grid.tsx):
 * they are below the fold, so their code loads after the first load, and the server's cards stay
 * as they are until it has. Their own modules are loaded statically by the news and CMS pages.
 */
export { NewsCard } from '../../blocks/catalogue/news-card.tsx';
export { PushCard } from '../../blocks/catalogue/push-card.tsx';
