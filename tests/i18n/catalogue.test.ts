import { expect, test } from 'vitest';
import { englishAreas, englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';

test('no message id is defined in two areas', () => {
  const seen = new Map<string, number>();
  englishAreas.forEach((area, index) => {
    for (const id of Object.keys(area)) {
      expect(seen.has(id), `"${id}" is in areas ${seen.get(id)} and ${index}`).toBe(false);
      seen.set(id, index);
    }
  });
  expect(Object.keys(englishMessages).length).toBe(seen.size);
});

test('every message is non-empty text', () => {
  for (const [id, text] of Object.entries(englishMessages)) expect(text.trim(), id).not.toBe('');
});
