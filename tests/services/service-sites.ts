/**
 * The real site in front of a real back office started apart with an admin token, so tests can
 * check what a form stored the way an operator would (`GET /admin/submissions`).
 */
import type { StoredSubmission, SubmissionResource } from '../../src/shared/kernel/api/contract.ts';
import { ADMIN_TOKEN, startTestBackoffice, type TestBackoffice } from '../backoffice/start-test-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

export interface ServiceSite {
  readonly site: TestSite;
  readonly backoffice: TestBackoffice;
  submissions(resource: SubmissionResource): Promise<StoredSubmission[]>;
  close(): Promise<void>;
}

export async function startServiceSite(environment: Record<string, string> = {}): Promise<ServiceSite> {
  const backoffice = await startTestBackoffice();
  const site = await startTestSite({ BACKOFFICE_URL: backoffice.backoffice.url, ...environment });
  return {
    site,
    backoffice,
    submissions: async (resource) => (await backoffice.client.call('GET /admin/submissions', { query: { resource }, token: ADMIN_TOKEN })).items,
    close: async () => {
      await site.close();
      await backoffice.stop();
    },
  };
}
