import { lazy, type ComponentType } from 'react';
import type { MessageCatalogue } from './catalogue.ts';
import { WithMessages } from './with-messages.tsx';

/** A lazily loaded part's module: its component under `name`, and the message area it shows (`messages`). */
type PartModule<Name extends string, Props> = { readonly messages: MessageCatalogue } & { readonly [key in Name]: ComponentType<Props> };

/**
 * A lazily loaded part of the page (a modal's content, the consent choices, the search
 * suggestions) that renders inside its own message area. The module exports the area as
 * `messages`, like a page module, and it is provided above the part's component: every hook and
 * message of the part, its first line included (a `useIntl()`), reads the area. A part that
 * wrapped its own output in `<WithMessages>` read ids outside it with its top-level `useIntl()`,
 * and showed them raw in English (French carries every area, so it hid the fault).
 */
export function lazyWithMessages<Name extends string, Props extends object>(load: () => Promise<PartModule<Name, Props>>, name: Name) {
  return lazy(async () => {
    const module = await load();
    const Part = module[name] as ComponentType<Props>;
    function PartWithMessages(props: Props) {
      return (
        <WithMessages messages={module.messages}>
          <Part {...props} />
        </WithMessages>
      );
    }
    return { default: PartWithMessages };
  });
}
