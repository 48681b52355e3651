import { describe, expect, test } from 'vitest';
import { HydrationQueue } from '../../src/client/islands/hydration-queue.ts';

/** A promise settled from outside: an island's module arriving, or its hydration ending. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A turn that records when it runs and settles at once. */
function turn(log: string[], name: string, ready: Promise<unknown>) {
  return { key: { name }, ready, run: async () => void log.push(name) };
}

describe('the islands’ hydration queue', () => {
  test('islands woken by the visitor run in the order woken, whichever module arrives first', async () => {
    const log: string[] = [];
    const first = deferred();
    const second = deferred();
    const queue = new HydrationQueue();
    const done = Promise.all([queue.add(turn(log, 'first card', first.promise), true), queue.add(turn(log, 'second card', second.promise), true)]);
    second.resolve();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual([]);
    first.resolve();
    await done;
    expect(log).toEqual(['first card', 'second card']);
  });

  test('a waiting island whose module is there runs while a woken one’s module is on its way; the woken one goes next', async () => {
    const log: string[] = [];
    const cardModule = deferred();
    const queue = new HydrationQueue();
    const card = queue.add(turn(log, 'card', cardModule.promise), true);
    const menu = queue.add(turn(log, 'menu', Promise.resolve()), false);
    const footer = deferred();
    const late = queue.add(turn(log, 'late', footer.promise), false);
    await menu;
    expect(log).toEqual(['menu']);
    footer.resolve();
    cardModule.resolve();
    await Promise.all([card, late]);
    expect(log).toEqual(['menu', 'card', 'late']);
  });

  test('an island waiting for its turn, then woken, goes after those woken before it and before the others', async () => {
    const log: string[] = [];
    const running = deferred();
    const queue = new HydrationQueue();
    const blocker = { key: {}, ready: Promise.resolve(), run: () => running.promise.then(() => void log.push('blocker')) };
    const all = [queue.add(blocker, false)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waitingCard = turn(log, 'card pressed second', Promise.resolve());
    all.push(queue.add(turn(log, 'other waiting', Promise.resolve()), false));
    all.push(queue.add(waitingCard, false));
    all.push(queue.add(turn(log, 'card pressed first', Promise.resolve()), true));
    queue.promote(waitingCard.key);
    queue.promote({});
    running.resolve();
    await Promise.all(all);
    expect(log).toEqual(['blocker', 'card pressed first', 'card pressed second', 'other waiting']);
  });

  test('one island runs at a time, and one whose module failed fails alone', async () => {
    const log: string[] = [];
    const hydrating = deferred();
    const queue = new HydrationQueue();
    const slow = queue.add({ key: {}, ready: Promise.resolve(), run: () => hydrating.promise.then(() => void log.push('slow')) }, true);
    const broken = queue.add({ key: {}, ready: Promise.reject(new Error('chunk failed')), run: () => Promise.reject(new Error('chunk failed')) }, true);
    const next = queue.add(turn(log, 'next', Promise.resolve()), true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual([]);
    hydrating.resolve();
    await slow;
    await expect(broken).rejects.toThrow('chunk failed');
    await next;
    expect(log).toEqual(['slow', 'next']);
  });
});
