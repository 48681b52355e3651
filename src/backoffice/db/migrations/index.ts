import type { Migration } from './migration.ts';
import { catalogueSchema } from './001-catalogue.ts';
import { contentSchema } from './002-content.ts';
import { commerceSchema } from './003-commerce.ts';
import { customerSiretAndCountry } from './004-customer-siret-country.ts';
import { translations } from './005-translations.ts';
import { productCompanionsAndStoreAudience } from './006-product-companions-and-store-audience.ts';
import { forgivingSearch } from './007-forgiving-search.ts';
import { submissionIdempotencyKey } from './008-submission-idempotency-key.ts';
import { publishEvents } from './009-publish-events.ts';
import { postgresSearch } from './010-postgres-search.ts';
import { publishEventNotifications } from './011-publish-event-notifications.ts';
import { synonymsAcrossLanguages } from './012-synonyms-across-languages.ts';
import { searchVersion } from './013-search-version.ts';

/** Append only: a released migration is never edited, a change is a new version. */
export const migrations: readonly Migration[] = [catalogueSchema, contentSchema, commerceSchema, customerSiretAndCountry, translations, productCompanionsAndStoreAudience, forgivingSearch, submissionIdempotencyKey, publishEvents, postgresSearch, publishEventNotifications, synonymsAcrossLanguages, searchVersion];
