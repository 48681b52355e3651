import { expect, test } from 'vitest';
import { defer, isDeferred, type Deferred } from '../../src/shared/kernel/data/deferred.ts';
import { dehydrateLoaderData, rehydrateLoaderData, type DeferredReading } from '../../src/shared/kernel/data/loader-data.ts';

test('deferred values cross the wire as placeholders named by their key', () => {
  const related = defer(Promise.resolve([1, 2]));
  const wire = dehydrateLoaderData({ product: { id: 1 }, related });
  expect(wire).toEqual({ value: { product: { id: 1 }, related: { $deferred: 'related' } }, deferred: true });
  expect(dehydrateLoaderData({ product: { id: 1 } }).deferred).toBe(false);
  expect(related.key).toBe('related');
});

test('the client reads a deferred value only when React first subscribes, and settles synchronously', async () => {
  const reads: string[] = [];
  let streamed = false;
  const read = (key: string): DeferredReading => {
    reads.push(key);
    return streamed ? { ok: true, value: 'from the page' } : { ok: false, error: new Error('not yet') };
  };
  const data = rehydrateLoaderData({ related: { $deferred: 'related' }, plain: 1 }, read) as { related: Deferred<string>; plain: number };
  expect(isDeferred(data.related)).toBe(true);
  expect(data.related.key).toBe('related');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(reads).toEqual([]); // nothing read before the boundary's content has streamed in

  streamed = true;
  // As React's use() does: mark pending, subscribe, then look at the status again.
  const thenable = data.related.promise as PromiseLike<string> & { status?: string; value?: string };
  thenable.status = 'pending';
  const result = thenable.then((value) => value);
  expect(thenable.status).toBe('fulfilled');
  expect(thenable.value).toBe('from the page');
  expect(await result).toBe('from the page');
  expect(reads).toEqual(['related']);
});

test('a value the server never sent rejects, for the error view to show', async () => {
  const data = rehydrateLoaderData({ related: { $deferred: 'related' } }, () => ({ ok: false, error: new Error('missing') })) as {
    related: Deferred<unknown>;
  };
  await expect(Promise.resolve().then(() => data.related.promise)).rejects.toThrow('missing');
});

test("a deferred promise carries its outcome as React's use() reads it, so a value already there renders at once", async () => {
  const ready = defer(Promise.resolve([1, 2]));
  const failed = defer(Promise.reject(new Error('no answer')));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ready.promise).toMatchObject({ status: 'fulfilled', value: [1, 2] });
  // Handled here: no unhandled rejection, and the error view gets the reason.
  expect(failed.promise).toMatchObject({ status: 'rejected', reason: new Error('no answer') });
  const pending = defer(new Promise(() => undefined));
  expect((pending.promise as { status?: string }).status).toBeUndefined();
});
