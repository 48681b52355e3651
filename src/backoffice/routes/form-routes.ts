import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Landing, SubmissionResource, UploadedFile } from '../../shared/kernel/api/contract.ts';
import { referenceLists } from '../content/reference-lists.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { BodyReader } from '../http/body-reader.ts';
import { planContext } from '../http/scope.ts';
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

export function formRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<Names> {
  const store = (siteId: number, resource: SubmissionResource, body: object) => submissions.add(siteId, resource, body, services.now());

  return {
    'POST /contact': ({ body, scope }) => {
      const contact = new BodyReader('POST /contact', body, referenceLists(services.content, scope.site.id)).done();
      return store(scope.site.id, 'contact', { ...contact, target: scope.plan?.target ?? null });
    },
    'POST /construction-starts': ({ body, scope }) => {
      const worksite = new BodyReader('POST /construction-starts', body).done();
      return store(scope.site.id, 'construction-starts', worksite);
    },
    'POST /application': async ({ body, scope }) => {
      const form = new BodyReader('POST /application', body, referenceLists(services.content, scope.site.id));
      const jobId = form.get('job_id');
      if (jobId !== undefined && services.content.get('page', scope.site.id, String(jobId))?.body === undefined) {
        form.error('job_id', 'This job offer does not exist.');
      }
      // Other clients than the site may call: nothing is stored or saved whose bytes are not its label's.
      await form.checkUploadContents();
      const { cv, ...application } = form.done();
      const content = cv === undefined ? undefined : Buffer.from(cv.content_base64, 'base64');
      const receipt = store(scope.site.id, 'application', {
        ...application,
        job_id: application.job_id ?? null,
        cv: cv === undefined ? null : { filename: safeFilename(cv), content_type: cv.content_type, size: content!.length },
      });
      if (cv !== undefined) saveUpload(services.dataDir, `application-${receipt.id}-${safeFilename(cv)}`, content!);
      return receipt;
    },
    'POST /training-inscription': ({ body, scope }) => {
      const form = new BodyReader('POST /training-inscription', body);
      const trainingId = form.get('training_id');
      const participants = form.get('participants');
      if (trainingId !== undefined) {
        const session = trainingSessions(services.content, submissions, { siteId: scope.site.id, lang: scope.lang }, services.now()).find((entry) => entry.id === trainingId);
        if (session === undefined) form.error('training_id', 'Please fill in the training session field.');
        else if (!session.open) form.error('training_id', 'Registrations for this session are closed.');
        else if (participants !== undefined && participants.length > session.seats_left) form.error('participants', `Only ${session.seats_left} seats are left.`);
      }
      return store(scope.site.id, 'training-inscription', form.done());
    },
    'POST /wishlist/send': ({ body, scope }) => {
      const wishlist = new BodyReader('POST /wishlist/send', body).done();
      const known = services.products.summaries(planContext(scope), wishlist.product_ids);
      return store(scope.site.id, 'wishlist', { ...wishlist, products: known.map((product) => ({ id: product.id, name: product.name, slug: product.slug })) });
    },
    'POST /landing/data': ({ body, scope }) => {
      const form = new BodyReader('POST /landing/data', body);
      const landingId = form.get('landing_id');
      const landing = landingId === undefined ? undefined : services.content.get<Landing & { storeIds: number[] }>('landing', scope.site.id, String(landingId))?.body;
      const now = services.now();
      if (landingId !== undefined && (landing === undefined || !landing.is_contest)) form.error('landing_id', 'This contest does not exist.');
      else if (landing !== undefined && (now < new Date(landing.starts_at) || now > new Date(landing.ends_at))) form.error('landing_id', 'This contest is closed.');
      const storeId = form.get('store_id');
      if (storeId !== undefined && landing !== undefined && !landing.storeIds.includes(storeId)) form.error('store_id', 'This store does not take part in the contest.');
      const entry = form.done();
      return store(scope.site.id, 'landing', { ...entry, store_id: entry.store_id ?? null });
    },
  };
}

/** The name a file is stored under: the sender's name, reduced to harmless characters. */
function safeFilename(file: UploadedFile): string {
  return file.filename.replace(/[^A-Za-z0-9._-]/g, '_').slice(-100);
}

function saveUpload(dataDir: string, name: string, content: Buffer): void {
  const directory = join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, name), content, { flush: true });
}
