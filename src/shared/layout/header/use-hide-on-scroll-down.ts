import { useEffect, useState, type RefObject } from 'react';

/** Scrolling less than this (px) in one direction changes nothing: no flicker on a trembling finger. */
export const scrollDirectionSlack = 6;

/**
 * Whether the header should slide away: yes once the visitor scrolls down past it, no again as
 * soon as they scroll up (or while `keepShown`, e.g. its menu is open). The stylesheet decides
 * where this applies (small screens, where the header is sticky) and animates it only when
 * motion is welcome; the header keeps its place in the page either way, so nothing shifts.
 */
export function useHideOnScrollDown(header: RefObject<HTMLElement | null>, keepShown: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (keepShown) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    // Browsers fire scroll at most once a frame: no throttling needed.
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < scrollDirectionSlack) return;
      setHidden(y > lastY && y > (header.current?.offsetHeight ?? 0));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header, keepShown]);
  return hidden;
}
