import type { PublishEventView } from '../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from './db/database.ts';
import { CaracteristicCatalog } from './catalogue/caracteristic-catalog.ts';
import { CategoryRepository } from './catalogue/category-repository.ts';
import { CategoryPublisher } from './catalogue/category-publisher.ts';
import { ProductPublisher } from './catalogue/product-publisher.ts';
import { ProductRepository } from './catalogue/product-repository.ts';
import { ContentStore } from './content/content-store.ts';
import { MediaLibrary } from './media/media-library.ts';
import { referencedMedia } from './media/media-catalog.ts';
import { DEFAULT_MEDIA_POOL, type MediaPoolOptions } from './media/media-pool-options.ts';
import { SearchService } from './catalogue/search.ts';
import { SiteDirectory } from './settings/site-directory.ts';
import { PublishEventLog, type PublishEvent } from './publishing/publish-events.ts';
import { SettingStore } from './settings/setting-store.ts';

/** What the route handlers work with; built once the database is migrated and seeded. */
export interface Services {
  /** The embedded SQLite file or PostgreSQL (decision 186), through one query builder. */
  database: BackofficeDatabase;
  dataDir: string;
  adminToken: string | null;
  sites: SiteDirectory;
  settings: SettingStore;
  caracteristics: CaracteristicCatalog;
  categories: CategoryRepository;
  products: ProductRepository;
  /** Publishes and withdraws products (the write API, the CSV import). */
  productPublisher: ProductPublisher;
  categoryPublisher: CategoryPublisher;
  content: ContentStore;
  /** What was published or withdrawn, in order of commit (decision 187). */
  publishEvents: PublishEventLog;
  /** Tells whoever listens (the site that started this back office) of a change once it is committed. */
  announcePublished(event: PublishEventView): void;
  /** Generated media files and the byte sizes of documents; its threads stop with close(). */
  media: MediaLibrary;
  search: SearchService;
  /**
   * After a committed change to the catalogue or the content: the categories' product counts
   * are read again and the search index written again (a product's documents alone, for a
   * product), before the change is answered.
   */
  catalogueChanged(change: Pick<PublishEvent, 'entityType' | 'entityId'>): Promise<void>;
  /**
   * After a change another back office committed (decision 191): the categories' product counts
   * and the search's words are read again; the index itself is that back office's to rebuild.
   */
  catalogueReadAgain(): Promise<void>;
  now(): Date;
}

export async function createServices(
  database: BackofficeDatabase,
  options: { dataDir: string; adminToken: string | null; mediaPool?: MediaPoolOptions; onPublished?: (event: PublishEventView) => void },
): Promise<Services> {
  const [caracteristics, categories, sites] = await Promise.all([
    CaracteristicCatalog.load(database.queries),
    CategoryRepository.load(database.queries),
    SiteDirectory.load(database.queries),
  ]);
  // Product sheets are media and products announce their sheet's size: the library reads products lazily.
  const media: MediaLibrary = new MediaLibrary(
    await referencedMedia(database.queries),
    options.dataDir,
    { sheet: (slug, lang) => products.sheet(slug, lang), packshot: (slug, lang) => products.packshotSubject(slug, lang) },
    options.mediaPool ?? DEFAULT_MEDIA_POOL,
  );
  const products = new ProductRepository(database.queries, caracteristics, (url) => media.sizeOf(url));
  const content = new ContentStore(database.queries);
  // The search reads the categories through the services: a change replaces them.
  const search = new SearchService(database, {
    products,
    content,
    get categories() {
      return services.categories;
    },
  });
  const services: Services = {
    database,
    dataDir: options.dataDir,
    adminToken: options.adminToken,
    sites,
    settings: new SettingStore(database),
    caracteristics,
    categories,
    products,
    productPublisher: new ProductPublisher(database.queries, caracteristics),
    categoryPublisher: new CategoryPublisher(database.queries),
    content,
    publishEvents: new PublishEventLog(database),
    announcePublished: options.onPublished ?? (() => undefined),
    media,
    search,
    catalogueChanged: async (change) => {
      const [categories] = await Promise.all([
        CategoryRepository.load(database.queries),
        change.entityType === 'product' ? services.search.productChanged(change.entityId) : services.search.rebuild(),
      ]);
      services.categories = categories;
    },
    catalogueReadAgain: async () => {
      services.categories = await CategoryRepository.load(database.queries);
      services.search.forgetWords();
    },
    now: () => new Date(),
  };
  return services;
}
