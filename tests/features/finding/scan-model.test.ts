import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError, type CallRequest } from '../../../src/shared/kernel/api/client.ts';
import type { Product, ProductItem, ScanResult } from '../../../src/shared/kernel/api/entities/catalogue.ts';
import { $api } from '../../../src/shared/features/app/model.ts';
import { toastShown } from '../../../src/shared/features/toast/model.ts';
import {
  $scanCode,
  $scanMatch,
  barcodeDetected,
  logScanFailureFx,
  scanCodeChanged,
  scanCodeSubmitted,
  scanRestarted,
} from '../../../src/shared/features/scan-modal/lookup-model.ts';
import { isBarcode, padBarcode } from '../../../src/shared/kernel/api/barcode.ts';
import { $scanModalOpen, scanModalClosed, scanModalOpened, scanRouteChanged } from '../../../src/shared/features/scan-modal/model.ts';
import { testScope } from '../support/scope.ts';
import { scriptedApi } from '../support/scripted-api.ts';

const item = { id: 5029, reference: 'DFF-P-050', ean13: '3760471100292', gtin14: '03760471100292', label: '5 kg' } as ProductItem;
const product = { id: 1007, slug: 'deep-fill-filler', name: 'Deep Fill Filler' } as Product;

/** The back office's scan: the padded GTIN-14 of the one known pack, else an error answer. */
const scan = (request: CallRequest<'GET /product/scan/:code'> | undefined): ScanResult =>
  request?.path.code === item.gtin14 ? { product, item } : { error: 'No product matches this barcode' };

function scanScope() {
  const api = scriptedApi({ 'GET /product/scan/:code': scan });
  return { api, ...testScope(api) };
}

describe('barcodes', () => {
  test.each([
    ['3760471100292', '03760471100292'],
    ['03760471100292', '03760471100292'],
    ['12345670', '00000012345670'],
    [' 42 ', '00000000000042'],
  ])('%s is looked up as %s', (typed, padded) => {
    expect(padBarcode(typed)).toBe(padded);
    expect(padded).toHaveLength(14);
  });

  test('only 1 to 14 digits can be a barcode', () => {
    expect(isBarcode('3760471100292')).toBe(true);
    expect(isBarcode('12345678901234')).toBe(true);
    expect(isBarcode('123456789012345')).toBe(false);
    expect(isBarcode('37604711002a2')).toBe(false);
    expect(isBarcode('')).toBe(false);
  });
});

describe('the scan modal', () => {
  test('a typed code shorter than 14 digits is padded and finds the product and its variant', async () => {
    const { api, scope, toasts } = scanScope();
    await allSettled(scanModalOpened, { scope });
    await allSettled(scanCodeChanged, { scope, params: '3760471100292' });
    await allSettled(scanCodeSubmitted, { scope });
    expect(api.calls.map((call) => call.request?.path)).toEqual([{ code: '03760471100292' }]);
    expect(scope.getState($scanMatch)).toEqual({ product, item });
    expect(toasts).toEqual([]);
  });

  test('a code read by the camera is shown in the field and looked up', async () => {
    const { api, scope } = scanScope();
    await allSettled(barcodeDetected, { scope, params: '3760471100292' });
    expect(scope.getState($scanCode)).toBe('3760471100292');
    expect(api.calls).toHaveLength(1);
    expect(scope.getState($scanMatch)?.item.reference).toBe('DFF-P-050');
  });

  test("an answer carrying an error shows the 'no results' toast", async () => {
    const { scope, toasts } = scanScope();
    await allSettled(scanCodeChanged, { scope, params: '1234567890128' });
    await allSettled(scanCodeSubmitted, { scope });
    expect(scope.getState($scanMatch)).toBeNull();
    expect(toasts).toEqual([{ kind: 'info', message: 'scan.noResults' }]);
  });

  test('text that cannot be a barcode finds nothing without a call', async () => {
    const { api, scope, toasts } = scanScope();
    await allSettled(scanCodeChanged, { scope, params: 'abc' });
    await allSettled(scanCodeSubmitted, { scope });
    expect(api.calls).toEqual([]);
    expect(toasts.map((toast) => toast.message)).toEqual(['scan.noResults']);
  });

  test('a failed call is only logged: no toast, no result', async () => {
    const logged: unknown[] = [];
    const api = scriptedApi({ 'GET /product/scan/:code': new ApiError(502, {}, 'GET /product/scan/:code') });
    const scope = fork({ values: [[$api, api]], handlers: [[logScanFailureFx, (error: unknown) => void logged.push(error)]] });
    const toasts: unknown[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
    await allSettled(scanCodeChanged, { scope, params: '3760471100292' });
    await allSettled(scanCodeSubmitted, { scope });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toBeInstanceOf(ApiError);
    expect(scope.getState($scanMatch)).toBeNull();
    expect(toasts).toEqual([]);
  });

  test('clearing the text clears the found product; scan again starts afresh', async () => {
    const { scope } = scanScope();
    await allSettled(barcodeDetected, { scope, params: '3760471100292' });
    await allSettled(scanCodeChanged, { scope, params: '' });
    expect(scope.getState($scanMatch)).toBeNull();

    await allSettled(barcodeDetected, { scope, params: '03760471100292' });
    expect(scope.getState($scanMatch)).not.toBeNull();
    await allSettled(scanRestarted, { scope });
    expect(scope.getState($scanMatch)).toBeNull();
    expect(scope.getState($scanCode)).toBe('');
  });

  test('an answer for a code no longer in the field is dropped', async () => {
    let release: (() => void) | undefined;
    const api = scriptedApi({});
    api.call = (async (_name: string, request?: CallRequest<'GET /product/scan/:code'>) => {
      await new Promise<void>((resolve) => (release = resolve));
      return scan(request);
    }) as typeof api.call;
    const { scope } = testScope(api);
    void allSettled(barcodeDetected, { scope, params: '3760471100292' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not awaited: allSettled would wait for the held answer too.
    void allSettled(scanCodeChanged, { scope, params: '' });
    release!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($scanMatch)).toBeNull();
  });

  test('the modal closes on route change and when closed, forgetting the code and result', async () => {
    const { scope } = scanScope();
    await allSettled(scanModalOpened, { scope });
    await allSettled(barcodeDetected, { scope, params: '3760471100292' });
    await allSettled(scanRouteChanged, { scope });
    expect(scope.getState($scanModalOpen)).toBe(false);
    expect(scope.getState($scanMatch)).toBeNull();
    await allSettled(scanModalOpened, { scope });
    await allSettled(scanCodeChanged, { scope, params: '42' });
    await allSettled(scanModalClosed, { scope });
    expect(scope.getState($scanModalOpen)).toBe(false);
    expect(scope.getState($scanCode)).toBe('');
  });
});
