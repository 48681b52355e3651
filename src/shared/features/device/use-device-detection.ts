import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { inOwnTask } from '../../kernel/ui/in-own-task.ts';
import { debounce } from './debounce.ts';
import { viewportMeasured } from './model.ts';

/** Spec §4: the device class is re-detected 1000 ms after the last resize. */
export const resizeDebounceMs = 1000;

/** Measures the viewport once hydrated, then again when resizing has settled. */
export function useDeviceDetection(): void {
  const measured = useUnit(viewportMeasured);
  useEffect(() => {
    const cancelFirst = inOwnTask(() => measured(window.innerWidth));
    const remeasure = debounce(() => measured(window.innerWidth), resizeDebounceMs);
    window.addEventListener('resize', remeasure);
    return () => {
      cancelFirst();
      remeasure.cancel();
      window.removeEventListener('resize', remeasure);
    };
  }, [measured]);
}
