import { startTransition, useLayoutEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates, true once mounted. What only the browser
 * knows (the saved lists, restored after hydration) is shown from then on, so a part that hydrates
 * late (a lazily loaded section) still matches the server's HTML.
 *
 * The switch is a transition: React renders it in slices after the commit. Set directly, every
 * toggle of a page (a dozen on a product page, each formatting its label) re-rendered at once,
 * synchronously, inside the hydration's commit: a 20 ms task on its own on a 4× slower phone.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
