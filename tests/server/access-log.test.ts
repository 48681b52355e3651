/** The access log's writer: a request's line is buffered, never written on the answer's path, and goes out in order within a second. */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createAccessLog } from '../../src/server/access-log.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('lines are batched: nothing is written while a request is answered, all of them in order within the flush interval', async () => {
  dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const file = join(dir, 'access.log');
  const fd = openSync(file, 'a');
  try {
    const write = createAccessLog(fd);
    const lines = Array.from({ length: 20 }, (_, index) => `GET /page-${index} 200 0.${index % 10}ms`);
    for (const line of lines) write(line);
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 3000 }).toBe(lines.map((line) => `${line}\n`).join(''));
  } finally {
    closeSync(fd);
  }
});

test('a busy log loses no line and keeps their order', async () => {
  dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const file = join(dir, 'access.log');
  const fd = openSync(file, 'a');
  try {
    const write = createAccessLog(fd);
    const lines = Array.from({ length: 2000 }, (_, index) => `POST /api/v1/contact 413 ${index}.0ms`);
    for (const line of lines) write(line);
    await expect.poll(() => readFileSync(file, 'utf8').split('\n').length - 1, { timeout: 5000 }).toBe(lines.length);
    expect(readFileSync(file, 'utf8')).toBe(lines.map((line) => `${line}\n`).join(''));
  } finally {
    closeSync(fd);
  }
});
