import { useLayoutEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates, true once mounted (before the browser
 * paints). What only the browser knows (the saved lists, restored after hydration) is shown from
 * then on, so a part that hydrates late (a lazily loaded section) still matches the server's HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}
