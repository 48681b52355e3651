import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Landing, TrainingParticipant } from '../../shared/api/contract.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { BodyReader } from '../http/body-reader.ts';
import { requirePlan } from '../http/scope.ts';
import type { SubmissionStore } from '../forms/submission-store.ts';
import { trainingSessions } from '../forms/training-sessions.ts';
import type { Services } from '../services.ts';

type Names =
  | 'POST /contact'
  | 'POST /construction-starts'
  | 'POST /application'
  | 'POST /training-inscription'
  | 'POST /wishlist/send'
  | 'POST /landing/data';

export const MAX_CV_BYTES = 5 * 1024 * 1024;
const CV_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const MAX_PARTICIPANTS = 5;

export function formRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<Names> {
  const store = (siteId: number, resource: string, body: object) => submissions.add(siteId, resource, body, services.now());

  return {
    'POST /contact': ({ body, scope }) => {
      const form = new BodyReader(body);
      const record = {
        civility: form.string('civility', { max: 10 }),
        firstname: form.string('firstname', { required: true, max: 100 }),
        lastname: form.string('lastname', { required: true, max: 100 }),
        email: form.email(),
        phone: form.phone('phone', { required: false }),
        zipcode: form.string('zipcode', { max: 20 }),
        company: form.string('company', { max: 200 }),
        subject: form.string('subject', { max: 200 }),
        message: form.string('message', { required: true, max: 5000 }),
        target: scope.plan?.target ?? null,
      };
      form.done();
      return store(scope.site.id, 'contact', record);
    },
    'POST /construction-starts': ({ body, scope }) => {
      const form = new BodyReader(body);
      const startDate = form.string('start_date', { required: true, max: 10 });
      if (startDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) form.error('start_date', 'Please enter a date as YYYY-MM-DD.');
      const record = {
        firstname: form.string('firstname', { required: true, max: 100 }),
        lastname: form.string('lastname', { required: true, max: 100 }),
        company: form.string('company', { required: true, max: 200 }),
        email: form.email(),
        phone: form.phone('phone', { required: true }),
        address: form.string('address', { required: true, max: 300 }),
        zipcode: form.string('zipcode', { required: true, max: 20 }),
        city: form.string('city', { required: true, max: 100 }),
        start_date: startDate,
        surface_m2: form.int('surface_m2'),
        message: form.string('message', { max: 5000 }),
      };
      form.done();
      return store(scope.site.id, 'construction-starts', record);
    },
    'POST /application': ({ body, scope }) => {
      const form = new BodyReader(body);
      const jobId = form.int('job_id');
      if (jobId !== undefined && services.content.get('page', scope.site.id, String(jobId))?.body === undefined) {
        form.error('job_id', 'This job offer does not exist.');
      }
      const record = {
        job_id: jobId ?? null,
        civility: form.string('civility', { max: 10 }),
        firstname: form.string('firstname', { required: true, max: 100 }),
        lastname: form.string('lastname', { required: true, max: 100 }),
        email: form.email(),
        phone: form.phone('phone', { required: true }),
        function: form.string('function', { max: 200 }),
        message: form.string('message', { required: true, max: 5000 }),
      };
      const cv = readCv(form);
      form.done();
      const receipt = store(scope.site.id, 'application', { ...record, cv: cv === null ? null : { filename: cv.filename, content_type: cv.contentType, size: cv.content.length } });
      if (cv !== null) saveUpload(services.dataDir, `application-${receipt.id}-${cv.filename}`, cv.content);
      return receipt;
    },
    'POST /training-inscription': ({ body, scope }) => {
      const form = new BodyReader(body);
      const trainingId = form.int('training_id', { required: true });
      const participants = readParticipants(form);
      const record = {
        training_id: trainingId,
        company: form.string('company', { required: true, max: 200 }),
        email: form.email(),
        phone: form.phone('phone', { required: true }),
        participants,
      };
      const session = trainingSessions(services.content, submissions, scope.site.id, services.now()).find((entry) => entry.id === trainingId);
      if (session === undefined) form.error('training_id', 'Please fill in the training session field.');
      else if (!session.open) form.error('training_id', 'Registrations for this session are closed.');
      else if (participants.length > session.seats_left) form.error('participants', `Only ${session.seats_left} seats are left.`);
      form.done();
      return store(scope.site.id, 'training-inscription', record);
    },
    'POST /wishlist/send': ({ body, scope }) => {
      const form = new BodyReader(body);
      const ids = form.raw('product_ids');
      const productIds = Array.isArray(ids) && ids.length > 0 && ids.length <= 100 && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : [];
      if (productIds.length === 0) form.error('product_ids', 'Please fill in the product_ids field.');
      const record = {
        email: form.email(),
        sender_name: form.string('sender_name', { max: 100 }),
        message: form.string('message', { max: 2000 }),
        product_ids: productIds,
      };
      form.done();
      const known = services.products.summaries({ siteId: scope.site.id, plan: requirePlan(scope) }, productIds);
      return store(scope.site.id, 'wishlist', { ...record, products: known.map((product) => ({ id: product.id, name: product.name, slug: product.slug })) });
    },
    'POST /landing/data': ({ body, scope }) => {
      const form = new BodyReader(body);
      const landingId = form.int('landing_id', { required: true });
      const landing = services.content.get<Landing & { storeIds: number[] }>('landing', scope.site.id, String(landingId))?.body;
      const now = services.now();
      if (landing === undefined || !landing.is_contest) form.error('landing_id', 'This contest does not exist.');
      else if (now < new Date(landing.starts_at) || now > new Date(landing.ends_at)) form.error('landing_id', 'This contest is closed.');
      const storeId = form.int('store_id');
      if (storeId !== undefined && landing !== undefined && !landing.storeIds.includes(storeId)) form.error('store_id', 'This store does not take part in the contest.');
      const record = {
        landing_id: landingId,
        firstname: form.string('firstname', { required: true, max: 100 }),
        lastname: form.string('lastname', { required: true, max: 100 }),
        email: form.email(),
        phone: form.phone('phone', { required: false }),
        store_id: storeId ?? null,
        answer: form.string('answer', { max: 1000 }),
        accept_rules: form.accepted('accept_rules'),
      };
      form.done();
      return store(scope.site.id, 'landing', record);
    },
  };
}

function readParticipants(form: BodyReader): TrainingParticipant[] {
  const raw = form.raw('participants');
  const valid =
    Array.isArray(raw) &&
    raw.length >= 1 &&
    raw.length <= MAX_PARTICIPANTS &&
    raw.every((entry) => typeof entry?.firstname === 'string' && entry.firstname.trim() !== '' && typeof entry?.lastname === 'string' && entry.lastname.trim() !== '');
  if (!valid) {
    form.error('participants', `Please name between 1 and ${MAX_PARTICIPANTS} participants.`);
    return [];
  }
  return (raw as TrainingParticipant[]).map((entry) => ({
    firstname: entry.firstname.trim().slice(0, 100),
    lastname: entry.lastname.trim().slice(0, 100),
    ...(typeof entry.function === 'string' ? { function: entry.function.slice(0, 100) } : {}),
  }));
}

function readCv(form: BodyReader): { filename: string; contentType: string; content: Buffer } | null {
  const raw = form.raw('cv');
  if (raw === undefined || raw === null) return null;
  const cv = raw as Record<string, unknown>;
  if (typeof cv.filename !== 'string' || typeof cv.content_type !== 'string' || typeof cv.content_base64 !== 'string') {
    form.error('cv', 'Please attach your CV as a PDF or Word file.');
    return null;
  }
  if (!CV_TYPES.includes(cv.content_type)) {
    form.error('cv', 'Please attach your CV as a PDF or Word file.');
    return null;
  }
  const content = Buffer.from(cv.content_base64, 'base64');
  if (content.length > MAX_CV_BYTES) {
    form.error('cv', 'File too heavy');
    return null;
  }
  return { filename: cv.filename.replace(/[^A-Za-z0-9._-]/g, '_').slice(-100), contentType: cv.content_type, content };
}

function saveUpload(dataDir: string, name: string, content: Buffer): void {
  const directory = join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, name), content, { flush: true });
}

