import { expect, test } from 'vitest';
import { toScriptJson } from '../../src/shared/kernel/data/script-json.ts';

test('no value can close the script element or break the JavaScript around it', () => {
  const hostile = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
  const json = toScriptJson(hostile);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(hostile);
  expect(toScriptJson(undefined)).toBe('null');
});
