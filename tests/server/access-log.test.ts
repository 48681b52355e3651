/** The access log's writer: a request's line is buffered, never written on the answer's path, and goes out in order within a second. */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { createAccessLog } from '../../src/server/access-log.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('lines are batched: nothing is written while a request is answered, all of them in order within the flush interval', async () => {
  dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const file = join(dir, 'access.log');
  const write = createAccessLog(openSync(file, 'a'));
  try {
    const lines = Array.from({ length: 20 }, (_, index) => `GET /page-${index} 200 0.${index % 10}ms`);
    for (const line of lines) write(line);
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 3000 }).toBe(lines.map((line) => `${line}\n`).join(''));
  } finally {
    await write.close();
  }
});

test('a busy log loses no line and keeps their order', async () => {
  dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const file = join(dir, 'access.log');
  const write = createAccessLog(openSync(file, 'a'));
  try {
    const lines = Array.from({ length: 2000 }, (_, index) => `POST /api/v1/contact 413 ${index}.0ms`);
    for (const line of lines) write(line);
    await expect.poll(() => readFileSync(file, 'utf8').split('\n').length - 1, { timeout: 5000 }).toBe(lines.length);
    expect(readFileSync(file, 'utf8')).toBe(lines.map((line) => `${line}\n`).join(''));
  } finally {
    await write.close();
  }
});

test('an output that fails stops the log, not the process: the failure is told once on stderr, later lines are dropped', async () => {
  dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  const fd = openSync(join(dir, 'access.log'), 'a');
  const write = createAccessLog(fd);
  // The descriptor is closed under the log (as a pipe's reader going away breaks it).
  closeSync(fd);
  const told = vi.spyOn(process.stderr, 'write');
  try {
    // More than one batch: written at once, not at the next flush.
    for (let index = 0; index < 200; index++) write(`GET /page-${index} 200 1.0ms`);
    await expect.poll(() => told.mock.calls.filter(([text]) => String(text).startsWith('access log: its output failed (EBADF)')).length).toBe(1);
    write('GET /after 200 1.0ms');
    await write.close();
    expect(told.mock.calls.filter(([text]) => String(text).startsWith('access log:')).length).toBe(1);
  } finally {
    told.mockRestore();
  }
});
