/**
 * The document's one script of its own in the head, before the first paint and before
 * hydration: the language choice (decision 177), the view transitions the browser skips
 * (view-transition-script.ts) and the events held for an island page's islands (decision 199), joined so a page carries one element and the policy one hash
 * (app.ts). The server puts it in the document config; the client reads it back from the page.
 */
import { viewTransitionScript } from '../../shared/app/view-transition-script.ts';
import { localeChoiceScript } from '../../shared/features/locale/locale-choice-script.ts';
import { heldIslandEventsScript } from '../../shared/kernel/ui/held-island-events.ts';

export const headScript = `${localeChoiceScript};${viewTransitionScript};${heldIslandEventsScript}`;
