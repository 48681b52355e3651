/**
 * Two back-office processes on one PostgreSQL database (decision 186), as two machines run them:
 * started together on an empty database, one seeds it and the other waits and finds it seeded;
 * then inscriptions for the last seat of a training arrive at both at once, and one wins; and a
 * category published through one is counted and found by the other as soon as it commits (the
 * publish event, decision 191).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBackofficeClient, type ApiError, type BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { postgresDatabase } from '../../src/backoffice/db/database.ts';
import { emptyPostgresDatabase } from '../support/both-engines.ts';

const ADMIN_TOKEN = 'two-back-offices-admin-token-0123456789';
const ENTRY = process.env.BACKOFFICE_ENTRY ?? path.resolve(import.meta.dirname, '../../src/backoffice/main-from-source.mjs');

interface BackofficeProcess {
  readonly child: ChildProcess;
  readonly client: BackofficeClient;
}

const started: ChildProcess[] = [];
const dataDirs: string[] = [];
let url: string;
let backoffices: BackofficeProcess[];

/** A back office's own process on a free port, over the database of `url`; resolves once it listens. */
function startProcess(databaseUrl: string): Promise<BackofficeProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-process-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BACKOFFICE_PORT: '0', BACKOFFICE_ADMIN_TOKEN: ADMIN_TOKEN, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /backoffice listening on (\S+)/.exec(output);
      if (listening) resolve({ child, client: createBackofficeClient({ baseUrl: listening[1]! }) });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the back office ended (${code}) before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  url = await emptyPostgresDatabase();
  backoffices = await Promise.all([startProcess(url), startProcess(url)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    started.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) : undefined)),
  );
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

test('started together on an empty database, they seed it once and both serve it', async () => {
  const database = await postgresDatabase(url, { connections: 1 });
  try {
    const products = await database.queries.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(products.count).toBeGreaterThanOrEqual(60);
    const [first, second] = await Promise.all(backoffices.map(({ client }) => client.call('GET /product', { query: { saleplan_id: 18, perPage: 5 } })));
    expect(second!.items.map((item) => item.id)).toEqual(first!.items.map((item) => item.id));
    const found = await backoffices[1]!.client.call('GET /search', { query: { type: 'Suggest', text: 'rebouchage', lang: 'fr', saleplan_id: 18 } });
    expect(found.products.total).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
});

test('of inscriptions for the last seat sent to both at once, one is stored and the others are told the session is full', async () => {
  const [first, second] = backoffices;
  // Several sessions, a hundred inscriptions each: without the lock on the session, two of them take the last seat in most runs.
  const trainings = (await first!.client.call('GET /training')).items.filter((session) => session.open && session.seats_left >= 2).slice(0, 3);
  expect(trainings.length, 'open trainings with seats').toBeGreaterThanOrEqual(2);
  for (const training of trainings) {
    const inscription = (participants: number) => ({
      training_id: training.id,
      company: 'Plâtrerie Haddad',
      email: 'bookings@example.com',
      phone: '+33 1 23 45 67 89',
      participants: Array.from({ length: participants }, (_, index) => ({ firstname: 'Nadia', lastname: `Haddad ${index + 1}` })),
    });
    // All seats but one taken, by registrations of as many participants as one may name.
    for (let left = training.seats_left; left > 1; left -= Math.min(training.max_participants, left - 1)) {
      await first!.client.call('POST /training-inscription', { body: inscription(Math.min(training.max_participants, left - 1)) });
    }
    const answers = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => backoffices[index % 2]!.client.call('POST /training-inscription', { body: inscription(1) })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled'), training.title).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected') expect((answer.reason as ApiError).status).toBe(422);
    }
    const after = (await second!.client.call('GET /training')).items.find((session) => session.id === training.id)!;
    expect(after.seats_left).toBe(0);
  }
});

test('what one publishes, the other counts and finds as soon as it commits: its categories and search words are read again', async () => {
  const [first, second] = backoffices;
  const countIn = async (slug: string) => (await second!.client.call('GET /category/:id', { path: { id: slug }, query: { saleplan_id: 18 } })).products_count;
  const before = await countIn('filling');
  // The second has read its English words already: only hearing the change makes it read them again.
  await second!.client.call('GET /search', { query: { type: 'Suggest', text: 'filler', lang: 'en', saleplan_id: 18 } });
  await first!.client.call('PUT /admin/category/:id', {
    path: { id: 720 },
    token: ADMIN_TOKEN,
    body: { target: 'part', parent: 'filling', color: 'b5651d', category: { slug: 'cork-filling', name: 'Cork filling', description: 'Fillers for cork floors and walls.' } },
  });
  await first!.client.call('PUT /admin/product/:id', {
    path: { id: 9720 },
    token: ADMIN_TOKEN,
    body: {
      reference: 'CRK-R',
      color: 'b5651d',
      form: 'paste',
      product: { slug: 'cork-filler-paste', name: 'Corkwood Filler Paste', extract: 'Fills cork.', description: 'A paste for cork floors.' },
      categories_part: ['cork-filling'],
      caracteristics: [{ name: 'form', values: ['paste'] }],
      variants: [{ id: 97201, reference: 'CRK-R-005', ean13: '3760471972011', pack_size: 0.5, price_pro: null, price_part: 9.9 }],
    },
  });
  await expect.poll(() => countIn('cork-filling'), { timeout: 5000 }).toBe(1);
  await expect.poll(() => countIn('filling'), { timeout: 5000 }).toBe(before + 1);
  // The index is shared; the words the second one corrects typed text with are its own, read again.
  const found = await second!.client.call('GET /search', { query: { type: 'Suggest', text: 'corkwod', lang: 'en', saleplan_id: 18 } });
  expect(found.products.items.map((item) => item.id)).toContain(9720);
});

