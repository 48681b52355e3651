import { useUnit } from 'effector-react';
import { useAddressChanged } from '../features/app/router-context.tsx';
import { useDeviceDetection } from '../features/device/use-device-detection.ts';
import { burgerClosed } from './menu/burger-model.ts';

/** The layout's browser-side behaviour React needs: device detection, burger closing on navigation (focus outlines need none: a11y/focus-outlines.ts). */
export function LayoutEffects() {
  useDeviceDetection();
  const closeBurger = useUnit(burgerClosed);
  useAddressChanged(closeBurger);
  return null;
}
