/**
 * Device classes by viewport width (spec §4, §9): everything up to 1024 px is mobile, split into
 * tablet (769–1024), phablet (566–768) and phone (up to 565); wider is desktop.
 */
export const breakpoints = { mobile: 1024, phablet: 768, phone: 565 } as const;

export type DeviceClass = 'desktop' | 'tablet' | 'phablet' | 'phone';

export function deviceClassOf(width: number): DeviceClass {
  if (width > breakpoints.mobile) return 'desktop';
  if (width > breakpoints.phablet) return 'tablet';
  if (width > breakpoints.phone) return 'phablet';
  return 'phone';
}

export function isMobileDevice(device: DeviceClass): boolean {
  return device !== 'desktop';
}
