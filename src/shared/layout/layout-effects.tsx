import { useUnit } from 'effector-react';
import { useAddressChanged } from '../features/app/router-context.tsx';
import { useDeviceDetection } from '../features/device/use-device-detection.ts';
import { useFocusOutlines } from './a11y/use-focus-outlines.ts';
import { burgerClosed } from './menu/burger-model.ts';

/** The layout's browser-side behaviour: device detection, focus outlines, burger closing on navigation. */
export function LayoutEffects() {
  useDeviceDetection();
  useFocusOutlines();
  const closeBurger = useUnit(burgerClosed);
  useAddressChanged(closeBurger);
  return null;
}
