import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { RouteLocation } from '../routing/router.ts';
import { useHref, useRouterContext } from './router-context.tsx';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: RouteLocation;
  /** A query string for the route, e.g. `?product=fine-filler` (it is not part of the route's path). */
  readonly search?: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real link to a named route, followed client-side when JavaScript runs. */
export function Link({ to, search = '', onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouterContext();
  const href = useHref()(to) + search;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
