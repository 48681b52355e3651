import { AccountStore } from '../accounts/account-store.ts';
import { CartStore } from '../commerce/cart-store.ts';
import { OrderStore } from '../commerce/order-store.ts';
import { SubmissionStore } from '../forms/submission-store.ts';
import type { Handlers } from '../http/handler.ts';
import type { Services } from '../services.ts';
import { accountRoutes } from './account-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { contentResourceRoutes } from './content-resource-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { formRoutes } from './form-routes.ts';
import { productRoutes } from './product-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { urlRoutes } from './url-routes.ts';

/** Every endpoint of the contract; typed as `Handlers`, so none can be missing. */
export function allRoutes(services: Services, accounts: AccountStore): Handlers {
  const submissions = new SubmissionStore(services.database);
  return {
    ...siteRoutes(services),
    ...categoryRoutes(services),
    ...urlRoutes(services),
    ...productRoutes(services),
    ...searchRoutes(services),
    // Each content resource's list and item, then the handlers that filter on queries of their own.
    ...contentResourceRoutes(services.content),
    ...contentRoutes(services),
    ...eventRoutes(services, submissions),
    ...formRoutes(services, submissions),
    ...accountRoutes(services, accounts),
    ...cartRoutes(services, new CartStore(services.database.queries, services.products, services.sites), new OrderStore(services.database.queries), accounts),
    ...adminRoutes(services, submissions),
  };
}
