import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $burgerOpen } from '../menu/burger-model.ts';
import { useHideOnScrollDown } from './use-hide-on-scroll-down.ts';

/** The class of the element that slides away (header.tsx). */
export const hidingHeaderClass = 'site-header';

/**
 * The header's sliding away on scrolling down (small screens): the header itself is static, this
 * island marks it. It renders nothing, so the server's header and the hydrated one never differ.
 */
export function HeaderHiding() {
  const header = useRef<HTMLElement | null>(null);
  const burgerOpen = useUnit($burgerOpen);
  // Declared first: the hook's effect below reads the element this one finds.
  useEffect(() => {
    header.current = document.querySelector<HTMLElement>(`.${hidingHeaderClass}`);
  }, []);
  const hidden = useHideOnScrollDown(header, burgerOpen);
  useEffect(() => {
    if (hidden) header.current?.setAttribute('data-hidden', 'true');
    else header.current?.removeAttribute('data-hidden');
  }, [hidden]);
  return null;
}
