/**
 * The consent banner (spec §9): it appears after hydration when no choice is stored, and again
 * from the footer's "cookie preferences" button. Its content loads when it first opens: it is
 * never part of the server's page, so it stays out of the first load.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $bannerOpen, consentStarted } from './model.ts';

const ConsentBannerContent = lazy(() => import('./consent-banner-content.tsx').then((module) => ({ default: module.ConsentBannerContent })));

export function ConsentBanner() {
  const [open, start] = useUnit([$bannerOpen, consentStarted]);
  useEffect(() => start(), [start]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerContent />
    </Suspense>
  );
}
