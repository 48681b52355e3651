import { lazy, useEffect, type ComponentType } from 'react';

/**
 * A part of the page whose code loads after the first load (`React.lazy`), counted in the
 * browser from the moment React asks for it until it has mounted.
 *
 * Hydrating, React leaves such a part as the server drew it until its code has come, and it
 * commits the rest of the page first: the app's own "hydrated" effect runs while the part's
 * buttons are still inert, and a click on them is dropped. React asks for the part's code during
 * that first render, before any effect, so by the time the app marks itself hydrated every part
 * still on its way is counted; `lazyPartsMounted()` waits for them.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const arrival = typeof window === 'undefined' ? undefined : partArrival();
    try {
      const Component = await load();
      if (!arrival) return { default: Component };
      const { settle } = arrival;
      function MountedPart(props: Props) {
        useEffect(() => settle(), []);
        return <Component {...props} />;
      }
      return { default: MountedPart };
    } catch (error) {
      // A part that failed to load is not awaited: its error boundary shows the failure.
      arrival?.settle();
      throw error;
    }
  });
}

const partsOnTheirWay = new Set<Promise<void>>();

function partArrival() {
  let settle!: () => void;
  const mounted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  partsOnTheirWay.add(mounted);
  return {
    settle: () => {
      partsOnTheirWay.delete(mounted);
      settle();
    },
  };
}

/** Resolves once every lazily loaded part React has asked for has mounted (or failed to load). */
export async function lazyPartsMounted(): Promise<void> {
  while (partsOnTheirWay.size > 0) await Promise.all(partsOnTheirWay);
}
