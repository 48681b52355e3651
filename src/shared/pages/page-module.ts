import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { BackofficeClient } from '../kernel/api/client.ts';
import type { PageForm } from '../blocks/forms/page-form.ts';
import type { MessageCatalogue } from '../kernel/i18n/translation-types.ts';
import type { RouteMatch } from '../kernel/routing/router.ts';
import type { PageMeta } from '../kernel/seo/page-seo.ts';
import type { PageRequest } from './page-request.ts';

export interface LoaderArgs {
  /** All a loader may know of the request (page-request.ts): no header, no cookie besides. */
  readonly request: PageRequest;
  readonly match: RouteMatch;
  /** The back office, through the site's data client. */
  readonly api: BackofficeClient;
  /** The sales plan the request runs under (selected from the target segment). */
  readonly salesPlanId: number;
  /** Aborted once the page is no longer wanted: its response closed, or the visitor went elsewhere. */
  readonly signal: AbortSignal;
}

/**
 * Loads a page's data. Awaited values are settled before the shell is flushed (so a missing
 * entity is a real 404); values wrapped in `defer()` stream in later through `<Await>`.
 * Throw `PageResponse.notFound()` / `PageResponse.redirect()` to answer otherwise.
 */
export type PageLoader<Data> = (args: LoaderArgs) => Promise<Data>;

export interface MetaArgs<Data> {
  readonly data: Data;
  readonly intl: IntlShape;
  readonly match: RouteMatch;
}

/** What `src/shared/pages/<page>/page.tsx` exports. */
export interface PageModule<Data = unknown> {
  readonly default: ComponentType;
  readonly loader?: PageLoader<Data>;
  readonly meta: (args: MetaArgs<Data>) => PageMeta;
  /** The form the page receives when it is posted without JavaScript (src/server/forms). */
  readonly form?: PageForm;
  /**
   * The message areas the page (view, meta, lazy parts) uses beyond the shell's
   * (src/shared/kernel/i18n/en/shell.ts): they load with the page. tests/i18n/message-areas.test.ts
   * checks every id a page's code names is there.
   */
  readonly messages?: MessageCatalogue;
}
