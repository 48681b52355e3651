import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouterContext } from '../../app/router-context.tsx';

interface HrefLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path built with `useHref()`, with a hash the route table does not model (a results tab). */
  readonly href: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real link to a built path and hash, followed client-side when JavaScript runs. */
export function HrefLink({ href, onClick, ...rest }: HrefLinkProps) {
  const { navigate } = useRouterContext();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
