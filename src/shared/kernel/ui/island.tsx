/**
 * Islands (decision 199): the server renders the whole page; in the browser, only the parts a
 * visitor can touch are hydrated, each as a root of its own over its serialized props. An island
 * is marked by a `<site-island>` element (a custom element: unlike a `<div>`, the HTML parser
 * nests it anywhere, in a paragraph or a list item, without closing what holds it; the critical
 * stylesheet gives it `display: contents`, so it adds no box). Its name says which module hydrates
 * it (src/shared/app/islands.ts); its props are the JSON of `data-props`, escaped as any attribute.
 */
import { createContext, use, type ComponentType, type DetailedHTMLProps, type HTMLAttributes, type ReactNode } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { readonly 'data-island': string; readonly 'data-props'?: string };
    }
  }
}

/** True in an island's root in the browser: static parts inside it keep the server's DOM (StaticPart). */
export const BrowserRootContext = createContext(false);

export function useInBrowserRoot(): boolean {
  return use(BrowserRootContext);
}

type IslandProps<Props extends object> = {
  /** Its entry in src/shared/app/islands.ts, which says when it wakes and loads its module. */
  readonly name: string;
  readonly component: ComponentType<Props>;
  // What it renders from: serialized into the page, so only what the interactive part needs.
} & (object extends Props ? { readonly props?: Props } : { readonly props: Props });

/**
 * An interactive part of the page. The same element on the server and inside an island's root (a
 * nested island hydrates with the island around it).
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>): ReactNode {
  return (
    <site-island data-island={name} data-props={props && JSON.stringify(props)}>
      <Component {...(props as Props)} />
    </site-island>
  );
}
