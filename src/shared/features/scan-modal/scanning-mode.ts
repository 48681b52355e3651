/**
 * Spec §2: the camera reader goes fullscreen and locks the screen in portrait. Browsers decide:
 * fullscreen may be refused and orientation locks only exist on some phones, in fullscreen; a
 * refusal leaves the modal as it is.
 */
interface LockableOrientation {
  lock?: (orientation: 'portrait') => Promise<void>;
  unlock?: () => void;
}

const orientation = (): LockableOrientation | undefined => (typeof screen === 'undefined' ? undefined : (screen.orientation as unknown as LockableOrientation));

export async function enterScanningMode(element: Element | null): Promise<void> {
  try {
    if (element && !document.fullscreenElement && typeof element.requestFullscreen === 'function') await element.requestFullscreen({ navigationUI: 'hide' });
    await orientation()?.lock?.('portrait');
  } catch {
    // Refused by the browser or the platform: the scanner works without it.
  }
}

export function leaveScanningMode(): void {
  try {
    orientation()?.unlock?.();
  } catch {
    // Nothing was locked.
  }
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}
