import { expect, test } from 'vitest';
import type { ValidationTexts } from '../../src/shared/kernel/i18n/translation-types.ts';
import { englishValidationTexts } from '../../src/shared/kernel/i18n/validation/en.ts';
import { frenchValidationTexts } from '../../src/shared/kernel/i18n/validation/fr.ts';
import { bodyFaultAnswer, findBodyFault, MAX_BODY_DEPTH, MAX_BODY_ENTRIES, type BodyFault } from '../../src/shared/kernel/validation/body-shape.ts';
import { fillIn } from '../../src/shared/kernel/validation/messages.ts';

test('finds a prototype key at any depth, in objects and in lists of objects', () => {
  expect(findBodyFault(JSON.parse('{"__proto__": {}}'))).toEqual({ kind: 'hostile-key', key: '__proto__' });
  expect(findBodyFault({ a: { b: [{ constructor: 1 }] } })).toEqual({ kind: 'hostile-key', key: 'constructor' });
  expect(findBodyFault([{ ok: 1 }, { prototype: {} }])).toEqual({ kind: 'hostile-key', key: 'prototype' });
});

test('lets ordinary bodies through, whatever their values say', () => {
  expect(findBodyFault({ message: '__proto__', list: ['constructor', 'prototype'] })).toBeUndefined();
  expect(findBodyFault({ participants: [{ firstname: 'A', lastname: 'B' }], list: Array.from({ length: 100 }, (_, id) => ({ element_id: id, quantity: 1 })) })).toBeUndefined();
  expect(findBodyFault(null)).toBeUndefined();
  expect(findBodyFault('text')).toBeUndefined();
});

test('stops at the depth bound: a body nested 100,000 levels deep is refused without overflowing the stack', () => {
  const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  expect(findBodyFault(deep)).toEqual({ kind: 'too-deep' });
  let nested: unknown = 1;
  for (let level = 0; level < MAX_BODY_DEPTH; level += 1) nested = { a: nested };
  expect(findBodyFault(nested)).toBeUndefined();
  expect(findBodyFault({ a: nested })).toEqual({ kind: 'too-deep' });
});

test('stops at the entry bound, counting keys and list items alike', () => {
  expect(findBodyFault({ ids: Array.from({ length: MAX_BODY_ENTRIES - 1 }, () => 1) })).toBeUndefined();
  expect(findBodyFault({ ids: Array.from({ length: MAX_BODY_ENTRIES }, () => 1) })).toEqual({ kind: 'too-many-entries' });
  expect(findBodyFault(Object.fromEntries(Array.from({ length: MAX_BODY_ENTRIES + 1 }, (_, index) => [`k${index}`, 1])))).toEqual({ kind: 'too-many-entries' });
});

test('each fault is answered with a message naming it, in the language of the request', () => {
  const answer = (fault: BodyFault, texts: ValidationTexts = englishValidationTexts) => {
    const { status, message, values } = bodyFaultAnswer(fault);
    return { status, message: fillIn(texts, message, values) };
  };
  expect(answer({ kind: 'hostile-key', key: '__proto__' })).toEqual({ status: 400, message: 'The key "__proto__" is not allowed in a request body.' });
  expect(answer({ kind: 'too-deep' }).message).toContain(`${MAX_BODY_DEPTH} levels`);
  expect(answer({ kind: 'too-many-entries' })).toMatchObject({ status: 413, message: expect.stringContaining(`${MAX_BODY_ENTRIES} keys and list items`) });
  expect(answer({ kind: 'too-many-entries' }, frenchValidationTexts).message).toBe(`Le corps de la requête contient plus de ${MAX_BODY_ENTRIES} clés et éléments de liste.`);
});
