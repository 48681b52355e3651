import { hydrationStateGlobal } from '../kernel/data/hydration-global.ts';
import { toScriptJson } from '../kernel/data/script-json.ts';
import type { DocumentConfig } from './document-config.ts';

/** What the server hands the islands to resume them exactly as it rendered them. */
export interface HydrationState {
  readonly url: string;
  readonly status: number;
  /** `serialize(scope)` of the request's effector scope. */
  readonly effector: Readonly<Record<string, unknown>>;
  /** The document's configuration but its inline styles, which the page already carries. */
  readonly config: Omit<DocumentConfig, 'inlineStyles' | 'headScript'>;
}

/** The global the inline bootstrap script assigns the state to. */
export { hydrationStateGlobal };

const statePrefix = `self.${hydrationStateGlobal}=`;

/** The page's inline bootstrap script: its state (hydrationStateJson). A script of its own starts the client (asset manifest's `moduleStarter`). */
export function bootstrapScript(stateJson: string): string {
  return `${statePrefix}${stateJson}`;
}

/** The state a fetched document's bootstrap script assigns, or undefined (no such script, or not JSON). */
export function hydrationStateIn(document: Document): HydrationState | undefined {
  for (const script of document.scripts) {
    const text = script.textContent ?? '';
    if (!text.startsWith(statePrefix)) continue;
    try {
      return JSON.parse(text.slice(statePrefix.length)) as HydrationState;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The state as JSON safe in a script, its effector values given already written: most of them
 * are the app state many pages share (server/render/app-state.ts), written once, not per page.
 * Key for key what `toScriptJson(state)` writes.
 */
export function hydrationStateJson(state: Omit<HydrationState, 'effector'>, effectorJson: string): string {
  return `{"url":${toScriptJson(state.url)},"status":${toScriptJson(state.status)},"effector":${effectorJson},"config":${toScriptJson(state.config)}}`;
}
