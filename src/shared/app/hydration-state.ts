import type { DocumentConfig } from './document-config.ts';

/** What the server hands the client to resume the page exactly as it rendered it. */
export interface HydrationState {
  readonly url: string;
  readonly status: number;
  /** Loader data, deferred values replaced by placeholders. */
  readonly data: unknown;
  /** `serialize(scope)` of the request's effector scope. */
  readonly effector: Readonly<Record<string, unknown>>;
  /** The document's configuration but its inline styles, which the page already carries. */
  readonly config: Omit<DocumentConfig, 'inlineStyles'>;
}

/** The global the inline bootstrap script assigns the state to. */
export const hydrationStateGlobal = '__CATALOGUE_STATE__';
