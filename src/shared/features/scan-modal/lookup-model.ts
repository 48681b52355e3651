/**
 * The barcode scanner's look-up (spec §2 "Scan modal", §4, §5, §8), loaded with the modal's
 * content: a code read by the camera or typed is padded to 14 digits and looked up with
 * `GET /product/scan/{code}`. An answer carrying an error shows the 'no results' toast; a failed
 * call is only logged. Clearing the code clears the found product; closing the modal or changing
 * page starts afresh.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Product, ProductItem } from '../../kernel/api/contract.ts';
import { isBarcode, padBarcode } from '../../kernel/api/barcode.ts';
import { $api, requireDataClient } from '../app/model.ts';
import { toastShown, type ToastRequest } from '../toast/model.ts';
import { scanModalClosed, scanRouteChanged } from './model.ts';

export interface ScanMatch {
  readonly product: Product;
  readonly item: ProductItem;
}

/** Whether the camera shows a live picture; 'unavailable' leaves the typed code as the way in. */
export type CameraState = 'starting' | 'running' | 'unavailable';

export const scanCodeChanged = createEvent<string>();
/** The typed code is sent. */
export const scanCodeSubmitted = createEvent();
/** The camera read a barcode. */
export const barcodeDetected = createEvent<string>();
/** Back to the camera after a result. */
export const scanRestarted = createEvent();
export const cameraStateChanged = createEvent<CameraState>();

/** The scanner only ever runs in the browser: none of its state comes from a server render. */
export const $scanCode = createStore('', { sid: 'scan-modal/$scanCode', serialize: 'ignore' });
export const $scanMatch = createStore<ScanMatch | null>(null, { sid: 'scan-modal/$scanMatch', serialize: 'ignore' });
export const $cameraState = createStore<CameraState>('starting', { sid: 'scan-modal/$cameraState', serialize: 'ignore' });

export const noResultsToast: ToastRequest = { kind: 'info', message: 'scan.noResults' };


export const lookUpBarcodeFx = attach({
  source: $api,
  effect: async (api, code: string) => {
    const client = requireDataClient(api);
    return client.call('GET /product/scan/:code', { path: { code } });
  },
});

export const $scanSearching = lookUpBarcodeFx.pending;

/** Spec §8: a failed scan call is only logged; the visitor can try again or type the code. */
export const logScanFailureFx = createEffect((error: unknown) => {
  console.warn('barcode look-up failed', error);
});

// A closed scanner starts afresh next time.
sample({ clock: [scanModalClosed, scanRouteChanged, scanRestarted], fn: () => '', target: $scanCode });
sample({ clock: [scanModalClosed, scanRouteChanged, scanRestarted], fn: () => null, target: $scanMatch });
sample({ clock: scanModalClosed, fn: (): CameraState => 'starting', target: $cameraState });

sample({ clock: scanCodeChanged, target: $scanCode });
sample({ clock: scanCodeChanged, filter: (text) => text.trim() === '', fn: () => null, target: $scanMatch });

sample({ clock: barcodeDetected, target: $scanCode });
const wanted = sample({ clock: [scanCodeSubmitted, barcodeDetected], source: $scanCode });
sample({ clock: wanted, filter: isBarcode, fn: padBarcode, target: lookUpBarcodeFx });
// Text that cannot be a barcode matches nothing, without asking.
sample({ clock: wanted, filter: (text) => text.trim() !== '' && !isBarcode(text), fn: () => noResultsToast, target: toastShown });

// An answer counts only for the code still in the field (not one cleared or replaced since).
const answered = sample({
  clock: lookUpBarcodeFx.done,
  source: $scanCode,
  filter: (code, { params }) => isBarcode(code) && padBarcode(code) === params,
  fn: (_code, { result }) => result,
});
sample({
  clock: answered,
  fn: (result): ScanMatch | null => (result.error === undefined && result.product && result.item ? { product: result.product, item: result.item } : null),
  target: $scanMatch,
});
sample({ clock: answered, filter: (result) => result.error !== undefined || !result.product || !result.item, fn: () => noResultsToast, target: toastShown });
sample({ clock: lookUpBarcodeFx.failData, target: logScanFailureFx });

sample({ clock: cameraStateChanged, target: $cameraState });
