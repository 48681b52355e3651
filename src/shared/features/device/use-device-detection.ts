import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { debounce } from './debounce.ts';
import { viewportMeasured } from './model.ts';

/** Spec §4: the device class is re-detected 1000 ms after the last resize. */
export const resizeDebounceMs = 1000;

/**
 * Measures the viewport again when resizing has settled. The first measure is the islands'
 * runtime's, before any island runs (island-runtime.tsx): a phone's compare limit holds from
 * the first product a visitor compares.
 */
export function useDeviceDetection(): void {
  const measured = useUnit(viewportMeasured);
  useEffect(() => {
    const remeasure = debounce(() => measured(window.innerWidth), resizeDebounceMs);
    window.addEventListener('resize', remeasure);
    return () => {
      remeasure.cancel();
      window.removeEventListener('resize', remeasure);
    };
  }, [measured]);
}
