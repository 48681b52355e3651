import { expect, test } from 'vitest';
import { MicroCache } from '../../src/server/backoffice/micro-cache.ts';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter(answer = 'answer') {
  let calls = 0;
  return { load: () => Promise.resolve(`${answer} ${++calls}`), calls: () => calls };
}

test('an answer is shared while fresh and fetched again once its time is up', async () => {
  const time = clock();
  const cache = new MicroCache(10_000, { entries: 10, bytes: 1_000_000 }, { now: time.now });
  const source = counter();
  expect(await cache.get('/product?page=1', source.load)).toBe('answer 1');
  time.advance(9_999);
  expect(await cache.get('/product?page=1', source.load)).toBe('answer 1');
  time.advance(1);
  expect(await cache.get('/product?page=1', source.load)).toBe('answer 2');
  expect(source.calls()).toBe(2);
});

test('concurrent requests for one key share one call; other keys get their own', async () => {
  const cache = new MicroCache(10_000, { entries: 10, bytes: 1_000_000 });
  const source = counter();
  const answers = await Promise.all([cache.get('a', source.load), cache.get('a', source.load), cache.get('b', source.load)]);
  expect(answers).toEqual(['answer 1', 'answer 1', 'answer 2']);
});

test('a failed call is forgotten at once: the next request asks again', async () => {
  const cache = new MicroCache(10_000, { entries: 10, bytes: 1_000_000 });
  await expect(cache.get('a', () => Promise.reject(new Error('back office down')))).rejects.toThrow('back office down');
  expect(cache.size).toBe(0);
  expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
});

test('expired entries are dropped, and the oldest go first beyond the bound', async () => {
  const time = clock();
  const cache = new MicroCache(10_000, { entries: 3, bytes: 1_000_000 }, { now: time.now });
  for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
  await cache.get('d', () => Promise.resolve('d'));
  expect(cache.size).toBe(3);
  const source = counter('fresh');
  expect(await cache.get('a', source.load)).toBe('fresh 1');
  time.advance(10_000);
  await cache.get('e', () => Promise.resolve('e'));
  expect(cache.size).toBe(1);
});

test('a TTL of 0 turns the cache off', async () => {
  const cache = new MicroCache(0, { entries: 10, bytes: 1_000_000 });
  const source = counter();
  await cache.get('a', source.load);
  await cache.get('a', source.load);
  expect(source.calls()).toBe(2);
  expect(cache.size).toBe(0);
});

test('an invalidation drops the answers naming a slug and those still loading, and keeps the others', async () => {
  const cache = new MicroCache(10_000, { entries: 10, bytes: 1_000_000 });
  await cache.get('/product/1', () => Promise.resolve({ slug: 'fine-finish', categories: [{ slug: 'smoothing' }] }));
  await cache.get('/product/2', () => Promise.resolve({ slug: 'deep-fill', slugs: { en: 'deep-fill', fr: 'rebouchage' } }));
  await cache.get('/setting', () => Promise.resolve([{ key: 'phone', value: '01' }]));
  let finish!: (value: unknown) => void;
  void cache.get('/product?page=1', () => new Promise((resolve) => (finish = resolve)));
  expect(cache.dropNaming(new Set(['smoothing']))).toBe(2);
  finish([]);
  expect(cache.dropNaming(new Set(['rebouchage']))).toBe(1);
  expect(cache.size).toBe(1);
  const source = counter();
  expect(await cache.get('/product/1', source.load)).toBe('answer 1');
  expect(cache.dropAll()).toBe(2);
  expect(cache.size).toBe(0);
});

test('answers are bounded in bytes too: the oldest go first, and one heavier than the bound is not kept', async () => {
  const cache = new MicroCache(10_000, { entries: 100, bytes: 100 }, { sizeOf: (value) => (value as string).length });
  for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve('x'.repeat(29)));
  expect(cache.size).toBe(3);
  expect(cache.bytes).toBe(90);
  await cache.get('d', () => Promise.resolve('x'.repeat(29)));
  expect(cache.size).toBe(3);
  expect(cache.bytes).toBeLessThanOrEqual(100);
  const source = counter();
  expect(await cache.get('a', source.load)).toBe('answer 1');
  expect(cache.bytes).toBe(99);
  expect(await cache.get('heavy', () => Promise.resolve('x'.repeat(500)))).toHaveLength(500);
  expect(cache.size).toBe(4);
  expect(cache.bytes).toBe(99);
  const again = counter('heavy');
  expect(await cache.get('heavy', again.load)).toBe('heavy 1');
});

test('a crawl of distinct queries keeps the catalogue cache within its bounds', async () => {
  const cache = new MicroCache(60_000, { entries: 300, bytes: 1_000_000 });
  const page = Array.from({ length: 100 }, (_, index) => ({ id: index, name: `Product ${index}`, extract: 'x'.repeat(200) }));
  for (let query = 0; query < 1_000; query++) await cache.get(`/product?perPage=100&caracteristics={"k${query}":["v"]}`, () => Promise.resolve(page));
  expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
  expect(cache.size).toBeLessThan(300);
});
