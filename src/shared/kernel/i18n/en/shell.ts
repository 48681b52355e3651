/**
 * The English areas every page shows, loaded with the client entry: the layout, error pages,
 * toasts and the header's search. The other areas load with the pages that use them (a page
 * module's `messages`) or with the lazily loaded parts that use them (`<WithMessages>`).
 */
import { errorsMessages } from './errors.ts';
import { feedbackMessages } from './feedback.ts';
import { layoutMessages } from './layout.ts';
import { searchMessages } from './search.ts';

export const englishShellAreas = [layoutMessages, errorsMessages, feedbackMessages, searchMessages] as const;

export const englishShellMessages: Readonly<Record<string, string>> = Object.assign({}, ...englishShellAreas);
