import type { ComponentType } from 'react';
import { lazyPart } from '../ui/lazy-part.tsx';
import type { MessageCatalogue } from './translation-types.ts';

/** A lazily loaded part's module, shaped like a page module: its component (`default`) and the message area it shows (`messages`). */
interface PartModule<Props> {
  readonly default: ComponentType<Props>;
  readonly messages: MessageCatalogue;
}

/**
 * A lazily loaded part of the page (a modal's content, the consent choices, the search
 * suggestions) that renders inside its own message area. The module exports the area as
 * `messages`, like a page module, and it is provided above the part's component: every hook and
 * message of the part, its first line included (a `useIntl()`), reads the area. A part that
 * wrapped its own output in `<WithMessages>` read ids outside it with its top-level `useIntl()`,
 * and showed them raw in English (French carries every area, so it hid the fault).
 * The provider loads with the part (in parallel): the first load carries neither.
 */
export function lazyWithMessages<Props extends object>(load: () => Promise<PartModule<Props>>) {
  return lazyPart(() => Promise.all([load(), import('./with-messages.tsx')]).then(([part, { withMessages }]) => withMessages(part.messages, part.default)));
}
