import { Suspense } from 'react';
import { useUnit } from 'effector-react';
import { usePage } from '../app/router-context.tsx';
import { lazyWithMessages } from '../../kernel/i18n/lazy-with-messages.tsx';
import { $comparedCount } from './model.ts';

// Most visits compare nothing: the tray's code and messages load with the first product chosen.
const CompareTray = lazyWithMessages(() => import('./compare-tray.tsx'));

/**
 * Where the compare tray shows: once a product is chosen for comparison, on every page but the
 * comparator itself. The list is restored only after hydration, so neither the server nor the
 * hydrating render draws it; it is fixed to the bottom of the screen and moves nothing.
 */
export function CompareTraySlot() {
  const count = useUnit($comparedCount);
  const { match } = usePage();
  if (count === 0 || match?.route.name === 'comparator') return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
