/** The service forms through the site's gateway: multipart posts, and the 422 and 413 answers. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServiceSite, type ServiceSite } from './service-sites.ts';

let service: ServiceSite;

beforeAll(async () => {
  service = await startServiceSite({ UPLOAD_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => service?.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${service.site.url}/api/v1${path}`, { method: 'POST', body, headers: { accept: 'application/json', ...headers } });
const json = (path: string, body: unknown) => post(path, JSON.stringify(body), { 'content-type': 'application/json' });

function applicationForm(jobId: string, cv: Blob): FormData {
  const form = new FormData();
  form.append('job_id', jobId);
  form.append('firstname', 'Lina');
  form.append('lastname', 'Aoun');
  form.append('email', 'lina@example.com');
  form.append('phone', '0612345678');
  form.append('message', 'Hello');
  form.append('cv', cv, 'cv.pdf');
  return form;
}

test('a job application posted as multipart reaches the back office with its job id as a number', async () => {
  const jobs = (await (await service.site.get('/api/v1/page?type=job')).json()).data.items as { id: number }[];
  const jobId = jobs[0]!.id;
  const response = await post('/application', applicationForm(String(jobId), new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' })));
  expect(response.status).toBe(201);
  const [stored] = await service.submissions('application');
  expect(stored?.body).toMatchObject({ job_id: jobId, cv: { filename: 'cv.pdf', size: 11 } });
});

test('a CV over the upload limit is 413 "File too heavy" on the cv field', async () => {
  const response = await post('/application', applicationForm('1', new Blob([new Uint8Array(65 * 1024)], { type: 'application/pdf' })));
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ errors: { cv: 'File too heavy' } });
});

test('a contest entry without the rules accepted is the gateway’s 422, with the spec’s wording', async () => {
  const response = await json('/landing/data', { landing_id: 1, firstname: 'Omar', lastname: 'Nassar', email: 'omar@example.com' });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ errors: { accept_rules: 'Please fill in the accept rules field.' } });
  expect(await service.submissions('landing')).toEqual([]);
});

test('more participants than seats left is the back office’s 422, passed through', async () => {
  const participants = (count: number) => Array.from({ length: count }, (_, index) => ({ firstname: `P${index}`, lastname: 'Test' }));
  const register = (count: number) => json('/training-inscription', { training_id: 2, company: 'Co', email: 'co@example.com', phone: '0612345678', participants: participants(count) });
  expect((await register(5)).status).toBe(201);
  expect((await register(5)).status).toBe(201);
  const refused = await register(3);
  expect(refused.status).toBe(422);
  expect(await refused.json()).toEqual({ errors: { participants: 'Only 2 seats are left.' } });
  const sessions = (await (await service.site.get('/api/v1/training')).json()).data.items as { id: number; seats_left: number }[];
  expect(sessions.find((session) => session.id === 2)?.seats_left).toBe(2);
});

test('six participants are refused before the back office is asked', async () => {
  const participants = Array.from({ length: 6 }, () => ({ firstname: 'A', lastname: 'B' }));
  const response = await json('/training-inscription', { training_id: 3, company: 'Co', email: 'co@example.com', phone: '0612345678', participants });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ errors: { participants: 'Please name between 1 and 5 participants.' } });
});
