/**
 * Form submissions on both engines (decision 186): the same suite over the SQLite file the back
 * office opens by default and over PostgreSQL on a cluster of the test's own. A key stores its
 * submission once however many posts race with it; the last seat of a training is given once,
 * on PostgreSQL by two back offices' connection pools at once, each as a back-office process
 * holds its own.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TrainingSession } from '../../src/shared/kernel/api/contract.ts';
import { SubmissionStore } from '../../src/backoffice/forms/submission-store.ts';
import { seatsAdmission } from '../../src/backoffice/forms/training-sessions.ts';
import { Refusal } from '../../src/backoffice/refusal.ts';
import { bothEngines, SITE_ID, type EngineUnderTest } from '../support/both-engines.ts';

const now = new Date('2026-11-28T10:00:00Z');

const session = (capacity: number): TrainingSession => ({
  id: 7,
  title: 'Smoothing coats',
  starts_at: '2027-02-01T09:00:00Z',
  capacity,
  registration_closes_at: '2027-01-17T09:00:00Z',
  open: true,
  seats_left: capacity,
}) as unknown as TrainingSession;

const inscription = (name: string, participants = 1) => ({ training_id: 7, participants: Array.from({ length: participants }, (_, index) => ({ name: `${name} ${index}` })) });

describe.each(bothEngines)('on %s', (_name, start) => {
  let engine: EngineUnderTest;
  let stores: [SubmissionStore, SubmissionStore];
  beforeAll(async () => {
    engine = await start();
    stores = [new SubmissionStore(engine.databases[0]), new SubmissionStore(engine.databases[1])];
  }, 60_000);
  afterAll(() => engine?.close());

  test('a submission is stored with its receipt, listed newest first and counted', async () => {
    const first = await stores[0].add(SITE_ID, 'contact', { message: 'first' }, now);
    const second = await stores[0].add(SITE_ID, 'contact', { message: 'second' }, now);
    expect(first.stored && second.stored).toBe(true);
    expect(second.receipt.id).toBeGreaterThan(first.receipt.id);
    expect(first.receipt.created_at).toBe(now.toISOString());
    const listed = await stores[1].list('contact', { limit: 1, offset: 0 });
    expect(listed.total).toBe(2);
    expect(listed.items.map((item) => item.body)).toEqual([{ message: 'second' }]);
    expect((await stores[1].list(null, { limit: 10, offset: 0 })).total).toBe(2);
  });

  test('twenty posts racing with one key, through both back offices, store one submission and all get its receipt', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => stores[index % 2]!.add(SITE_ID, 'construction-starts', { site: 'Lyon' }, now, 'key-of-one-post')));
    expect(answers.filter((answer) => answer.stored)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.receipt.id)).size).toBe(1);
    expect(await stores[0].receiptOf('key-of-one-post')).toEqual(answers[0]!.receipt);
    expect(await stores[1].bodies(SITE_ID, 'construction-starts')).toEqual([{ site: 'Lyon' }]);
  });

  test('the last seats of a training are given once when ten inscriptions race for them through both back offices', async () => {
    const capacity = 4;
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => stores[index % 2]!.add(SITE_ID, 'training-inscription', inscription(`Guest ${index}`), now, null, seatsAdmission(session(capacity), 1))),
    );
    const admitted = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason as unknown] : []));
    expect(admitted).toHaveLength(capacity);
    expect(refused).toHaveLength(10 - capacity);
    for (const error of refused) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).status).toBe(422);
    }
    expect(await stores[0].bodies(SITE_ID, 'training-inscription')).toHaveLength(capacity);
  });

  test('an inscription for more seats than are left is refused with the seats left, and nothing is stored', async () => {
    const before = (await stores[0].bodies(SITE_ID, 'training-inscription')).length;
    const asking = stores[0].add(SITE_ID, 'training-inscription', inscription('Group', 3), now, null, seatsAdmission(session(before + 2), 3));
    await expect(asking).rejects.toMatchObject({ status: 422, errors: { participants: 'Only 2 seats are left.' } });
    expect(await stores[0].bodies(SITE_ID, 'training-inscription')).toHaveLength(before);
  });
});
