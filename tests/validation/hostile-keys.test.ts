import { expect, test } from 'vitest';
import { findHostileKey } from '../../src/shared/kernel/validation/hostile-keys.ts';

test('finds a prototype key at any depth, in objects and in lists of objects', () => {
  expect(findHostileKey(JSON.parse('{"__proto__": {}}'))).toBe('__proto__');
  expect(findHostileKey({ a: { b: [{ constructor: 1 }] } })).toBe('constructor');
  expect(findHostileKey([{ ok: 1 }, { prototype: {} }])).toBe('prototype');
});

test('lets ordinary bodies through, whatever their values say', () => {
  expect(findHostileKey({ message: '__proto__', list: ['constructor', 'prototype'] })).toBeUndefined();
  expect(findHostileKey(null)).toBeUndefined();
  expect(findHostileKey('text')).toBeUndefined();
});

test('walks a body nested 100,000 levels deep without overflowing the stack', () => {
  const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  expect(findHostileKey(deep)).toBeUndefined();
});
