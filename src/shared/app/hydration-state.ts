import { toScriptJson } from '../kernel/data/script-json.ts';
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
  readonly config: Omit<DocumentConfig, 'inlineStyles' | 'speculationRules' | 'headScript'>;
}

/** The global the inline bootstrap script assigns the state to. */
export { hydrationStateGlobal } from '../kernel/data/hydration-global.ts';

/**
 * The state as JSON safe in a script, its effector values given already written: most of them
 * are the app state many pages share (server/render/app-state.ts), written once, not per page.
 * Key for key what `toScriptJson(state)` writes.
 */
export function hydrationStateJson(state: Omit<HydrationState, 'effector'>, effectorJson: string): string {
  return `{"url":${toScriptJson(state.url)},"status":${toScriptJson(state.status)},"data":${toScriptJson(state.data)},"effector":${effectorJson},"config":${toScriptJson(state.config)}}`;
}
