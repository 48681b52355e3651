/**
 * The camera barcode reader, on @zxing/browser. Only the scan modal imports this module, and
 * only with `import()` when its camera view mounts: the reader's code is a chunk of its own that
 * no page loads until the visitor opens the scanner.
 */
import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import { packBarcodeHints } from './pack-barcode-formats.ts';

/**
 * Reads barcodes from the back camera into `video` until stopped; each code is reported once in a
 * row (the camera sees the same pack many times a second). Resolves with the function that stops.
 */
export async function startBarcodeReader(video: HTMLVideoElement, onDetected: (code: string) => void): Promise<() => void> {
  let last: string | undefined;
  const reader = new BrowserMultiFormatOneDReader(packBarcodeHints());
  const controls = await reader.decodeFromConstraints({ audio: false, video: { facingMode: 'environment' } }, video, (result) => {
    const code = result?.getText();
    if (code === undefined || code === last) return;
    last = code;
    onDetected(code);
  });
  return () => controls.stop();
}
