import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';

const root = resolve(import.meta.dirname, '../..');
const bundle = join(root, 'tests/artifacts/backoffice/main.mjs');
const adminToken = 'durability-admin-token';
let dataDir: string;

beforeAll(async () => {
  mkdirSync(join(root, 'tests/artifacts/backoffice'), { recursive: true });
  await build({ entryPoints: [join(root, 'src/backoffice/main.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'silent' });
  dataDir = mkdtempSync(join(tmpdir(), 'backoffice-durability-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the CLI as `npm run backoffice` would, on a free port, and waits for its banner. */
async function startCli(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, BACKOFFICE_PORT: '0', DATA_DIR: dataDir, BACKOFFICE_ADMIN_TOKEN: adminToken },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const match = /backoffice listening on (\S+)/.exec(output);
    if (match) return { child, url: match[1]! };
  }
  throw new Error(`the back office exited before listening: ${output}`);
}

it('keeps a contact submission answered 201 when the process is killed right after', async () => {
  const first = await startCli();
  const receipt = await createBackofficeClient({ baseUrl: first.url }).call('POST /contact', {
    body: { firstname: 'Kill', lastname: 'Nine', email: 'kill@example.com', message: 'Stored before the answer?' },
  });
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');

  const second = await startCli();
  try {
    const stored = await createBackofficeClient({ baseUrl: second.url }).call('GET /admin/submissions', { token: adminToken, query: { resource: 'contact' } });
    expect(stored.items.map((submission) => submission.id)).toContain(receipt.id);
  } finally {
    second.child.kill('SIGTERM');
    const [code] = (await once(second.child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }
});
