/**
 * Spec §2: the camera reader goes fullscreen and locks the screen in portrait. Headless Chromium
 * grants neither, so the calls are checked against a recording document and screen: what is
 * asked, in which order, and that a refusal leaves the scanner working.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { enterScanningMode, leaveScanningMode } from '../../../src/shared/features/scan-modal/scanning-mode.ts';

interface Platform {
  readonly calls: string[];
  fullscreenElement: object | null;
}

function stubPlatform(options: { refuseFullscreen?: boolean; refuseLock?: boolean; orientationLock?: boolean } = {}): { platform: Platform; dialog: Element } {
  const platform: Platform = { calls: [], fullscreenElement: null };
  const dialog = {
    requestFullscreen: async (request: FullscreenOptions) => {
      platform.calls.push(`requestFullscreen ${JSON.stringify(request)}`);
      if (options.refuseFullscreen) throw new TypeError('Permissions check failed');
      platform.fullscreenElement = dialog;
    },
  } as unknown as Element;
  vi.stubGlobal('document', {
    get fullscreenElement() {
      return platform.fullscreenElement;
    },
    exitFullscreen: async () => {
      platform.calls.push('exitFullscreen');
      platform.fullscreenElement = null;
    },
  });
  const orientation =
    options.orientationLock === false
      ? {}
      : {
          lock: async (kind: string) => {
            platform.calls.push(`lock ${kind}`);
            if (options.refuseLock) throw new DOMException('screen.orientation.lock() is not available on this device.', 'NotSupportedError');
          },
          unlock: () => platform.calls.push('unlock'),
        };
  vi.stubGlobal('screen', { orientation });
  return { platform, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('entering asks for fullscreen without navigation UI, then locks portrait; leaving undoes both', async () => {
  const { platform, dialog } = stubPlatform();
  await enterScanningMode(dialog);
  expect(platform.calls).toEqual(['requestFullscreen {"navigationUI":"hide"}', 'lock portrait']);
  expect(platform.fullscreenElement).toBe(dialog);
  leaveScanningMode();
  expect(platform.calls.slice(2)).toEqual(['unlock', 'exitFullscreen']);
});

test('a refused fullscreen is swallowed: the scanner goes on in its modal', async () => {
  const { platform, dialog } = stubPlatform({ refuseFullscreen: true });
  await expect(enterScanningMode(dialog)).resolves.toBeUndefined();
  expect(platform.fullscreenElement).toBeNull();
  leaveScanningMode();
  expect(platform.calls).not.toContain('exitFullscreen');
});

test('a device without an orientation lock, or one that refuses it, keeps fullscreen', async () => {
  for (const options of [{ orientationLock: false }, { refuseLock: true }]) {
    const { platform, dialog } = stubPlatform(options);
    await expect(enterScanningMode(dialog)).resolves.toBeUndefined();
    expect(platform.fullscreenElement).toBe(dialog);
    leaveScanningMode();
    expect(platform.fullscreenElement).toBeNull();
  }
});

test('already fullscreen, or no dialog: fullscreen is not asked again', async () => {
  const { platform, dialog } = stubPlatform();
  platform.fullscreenElement = dialog;
  await enterScanningMode(dialog);
  await enterScanningMode(null);
  expect(platform.calls).toEqual(['lock portrait', 'lock portrait']);
});
