import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Landing, SubmissionReceipt, SubmissionResource, UploadedFile } from '../../shared/kernel/api/contract.ts';
import { referenceLists } from '../content/reference-lists.ts';
import type { ApiRequest, Handler, HandlerGroup } from '../http/handler.ts';
import { BodyReader } from '../http/body-reader.ts';
import { planContext } from '../http/scope.ts';
import { submissionKey } from '../forms/submission-key.ts';
import type { Admission, StoredReceipt, SubmissionStore } from '../forms/submission-store.ts';
import { seatsAdmission, trainingSessions } from '../forms/training-sessions.ts';
import type { Services } from '../services.ts';

type Names =
  | 'POST /contact'
  | 'POST /construction-starts'
  | 'POST /application'
  | 'POST /training-inscription'
  | 'POST /wishlist/send'
  | 'POST /landing/data';

/** Stores the handler's submission under the request's key: the receipt, and whether this call stored it. */
type Store = (resource: SubmissionResource, body: object, admission?: Admission) => Promise<StoredReceipt>;

export function formRoutes(services: Services, submissions: SubmissionStore): HandlerGroup<Names> {
  /**
   * A submission handler made idempotent (decision 178): a post whose key was stored before is
   * answered with that submission's receipt, as the first time, before any check that the stored
   * submission itself changes (a training's seats left); the store's unique key settles retries
   * that arrive together.
   */
  function idempotent<N extends Names>(endpoint: N, handle: (request: ApiRequest, store: Store) => SubmissionReceipt | Promise<SubmissionReceipt>): Handler<N> {
    const handler = async (request: ApiRequest) => {
      const siteId = request.scope.site.id;
      const key = request.idempotencyKey === null ? null : submissionKey(endpoint, siteId, request.idempotencyKey, request.body);
      const earlier = key === null ? undefined : await submissions.receiptOf(key);
      if (earlier !== undefined) return earlier;
      return handle(request, (resource, body, admission) => submissions.add(siteId, resource, body, services.now(), key, admission));
    };
    return handler as Handler<N>;
  }

  return {
    'POST /contact': idempotent('POST /contact', async ({ body, scope }, store) => {
      const contact = new BodyReader('POST /contact', body, await referenceLists(services.content, scope.site.id)).done();
      return (await store('contact', { ...contact, target: scope.plan?.target ?? null })).receipt;
    }),
    'POST /construction-starts': idempotent('POST /construction-starts', async ({ body }, store) => {
      const worksite = new BodyReader('POST /construction-starts', body).done();
      return (await store('construction-starts', worksite)).receipt;
    }),
    'POST /application': idempotent('POST /application', async ({ body, scope }, store) => {
      const form = new BodyReader('POST /application', body, await referenceLists(services.content, scope.site.id));
      const jobId = form.get('job_id');
      if (jobId !== undefined && (await services.content.get('page', scope.site.id, String(jobId)))?.body === undefined) {
        form.error('job_id', 'This job offer does not exist.');
      }
      // Other clients than the site may call: nothing is stored or saved whose bytes are not its label's.
      await form.checkUploadContents();
      const { cv, ...application } = form.done();
      const content = cv === undefined ? undefined : Buffer.from(cv.content_base64, 'base64');
      const { receipt, stored } = await store('application', {
        ...application,
        job_id: application.job_id ?? null,
        cv: cv === undefined ? null : { filename: safeFilename(cv), content_type: cv.content_type, size: content!.length },
      });
      // A retry that arrived with the first saves nothing: the first saves the file.
      if (cv !== undefined && stored) saveUpload(services.dataDir, `application-${receipt.id}-${safeFilename(cv)}`, content!);
      return receipt;
    }),
    'POST /training-inscription': idempotent('POST /training-inscription', async ({ body, scope }, store) => {
      const form = new BodyReader('POST /training-inscription', body);
      const trainingId = form.get('training_id');
      const participants = form.get('participants');
      const sessions = trainingId === undefined ? [] : await trainingSessions(services.content, submissions, { siteId: scope.site.id, lang: scope.lang }, services.now());
      const session = sessions.find((entry) => entry.id === trainingId);
      if (trainingId !== undefined) {
        if (session === undefined) form.error('training_id', 'Please fill in the training session field.');
        else if (!session.open) form.error('training_id', 'Registrations for this session are closed.');
        else if (participants !== undefined && participants.length > session.seats_left) form.error('participants', `Only ${session.seats_left} seats are left.`);
      }
      const inscription = form.done();
      // Checked again where it is stored: another inscription may have taken the seats meanwhile.
      return (await store('training-inscription', inscription, seatsAdmission(session!, inscription.participants.length))).receipt;
    }),
    'POST /wishlist/send': idempotent('POST /wishlist/send', async ({ body, scope }, store) => {
      const wishlist = new BodyReader('POST /wishlist/send', body).done();
      const known = await services.products.summaries(planContext(scope), wishlist.product_ids);
      return (await store('wishlist', { ...wishlist, products: known.map((product) => ({ id: product.id, name: product.name, slug: product.slug })) })).receipt;
    }),
    'POST /landing/data': idempotent('POST /landing/data', async ({ body, scope }, store) => {
      const form = new BodyReader('POST /landing/data', body);
      const landingId = form.get('landing_id');
      const landing = landingId === undefined ? undefined : (await services.content.get<Landing & { storeIds: number[] }>('landing', scope.site.id, String(landingId)))?.body;
      const now = services.now();
      if (landingId !== undefined && (landing === undefined || !landing.is_contest)) form.error('landing_id', 'This contest does not exist.');
      else if (landing !== undefined && (now < new Date(landing.starts_at) || now > new Date(landing.ends_at))) form.error('landing_id', 'This contest is closed.');
      const storeId = form.get('store_id');
      if (storeId !== undefined && landing !== undefined && !landing.storeIds.includes(storeId)) form.error('store_id', 'This store does not take part in the contest.');
      const entry = form.done();
      return (await store('landing', { ...entry, store_id: entry.store_id ?? null })).receipt;
    }),
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
