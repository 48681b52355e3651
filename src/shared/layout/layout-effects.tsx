import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { usePage } from '../features/app/router-context.tsx';
import { inOwnTask } from '../kernel/ui/in-own-task.ts';
import { useDeviceDetection } from '../features/device/use-device-detection.ts';
import { useFocusOutlines } from './a11y/use-focus-outlines.ts';
import { burgerClosed } from './menu/burger-model.ts';

/** The layout's browser-side behaviour: device detection, focus outlines, burger closing on navigation. */
export function LayoutEffects() {
  useDeviceDetection();
  useFocusOutlines();
  const closeBurger = useUnit(burgerClosed);
  const { url } = usePage();
  useEffect(() => inOwnTask(closeBurger), [url, closeBurger]);
  return null;
}
