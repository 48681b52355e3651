import { expect, test } from 'vitest';
import { defer, holdsDeferred } from '../../src/shared/kernel/data/deferred.ts';

test('loader data holding a deferred value at its top level is known only once it has streamed', () => {
  expect(holdsDeferred({ product: { id: 1 }, related: defer(Promise.resolve([1, 2])) })).toBe(true);
  expect(holdsDeferred({ product: { id: 1 } })).toBe(false);
  expect(holdsDeferred({ nested: { related: defer(Promise.resolve([])) } })).toBe(false);
  expect(holdsDeferred(null)).toBe(false);
  expect(holdsDeferred('text')).toBe(false);
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
