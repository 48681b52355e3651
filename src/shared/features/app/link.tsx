import type { AnchorHTMLAttributes } from 'react';
import type { RouteLocation } from '../../kernel/routing/router.ts';
import { isSameScreen } from '../../kernel/routing/same-screen.ts';
import { isPlainLeftClick } from '../../kernel/ui/plain-click.ts';
import { clientNavigationAttribute } from '../../kernel/routing/speculation-marks.ts';
import { useHref, useRouterContext } from './router-context.tsx';

interface ClientLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path built with `useHref()` (plus a query or hash the route table does not model). */
  readonly href: string;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: RouteLocation;
  /** A query string for the route, e.g. `?product=fine-filler` (it is not part of the route's path). */
  readonly search?: string;
  /** A fragment, e.g. `#categories` for a results tab. */
  readonly hash?: string;
}

/**
 * A real link to a built path. Another filter, page or fragment of the screen on view is followed
 * client-side when JavaScript runs; any other page is a document navigation, which the document's
 * speculation rules prepare ahead of the click (docs/decisions/170).
 */
export function ClientLink({ href, onClick, target, ...rest }: ClientLinkProps) {
  const { navigate, page } = useRouterContext();
  const followedByClient = isSameScreen(page.url, href);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      {...(followedByClient && { [clientNavigationAttribute]: '' })}
      onClick={(event) => {
        onClick?.(event);
        if (!followedByClient || event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** A real link to a named route, followed client-side when JavaScript runs. */
export function Link({ to, search = '', hash = '', ...rest }: LinkProps) {
  return <ClientLink {...rest} href={useHref()(to) + search + hash} />;
}
