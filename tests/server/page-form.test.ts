/**
 * The form a post finds (resolvePageForm): the page its address shows, by the first step of the
 * page's own resolution, so a post and the page it comes back to never disagree.
 */
import { expect, test } from 'vitest';
import routes from '../../routes.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import type { PageRequest } from '../../src/shared/pages/page-request.ts';
import { resolvePageForm } from '../../src/shared/pages/resolve-page.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { readPageRequest } from '../../src/server/render/page-request.ts';

const router = createRouter(routes, configuredLocales);
const request = (url: string, headers: Record<string, string> = {}): PageRequest => readPageRequest(url, headers, router.locales).page;

test('the contact page takes its form, in either language and audience', async () => {
  for (const url of ['/professional-filler/contact', '/fr/enduit-particuliers/contact?from=footer']) {
    const found = await resolvePageForm(request(url), { router, loadPageModule });
    expect(found?.form.endpoint, url).toBe('POST /contact');
    expect(found?.match.route.name).toBe('contact');
  }
});

test('a page without a form takes no post; any other address is a content page, whose form is a job application', async () => {
  expect(await resolvePageForm(request('/professional-filler/category/smoothing-compounds'), { router, loadPageModule })).toBeUndefined();
  expect((await resolvePageForm(request('/professional-filler/no-such-page'), { router, loadPageModule }))?.form.endpoint).toBe('POST /application');
});

test('an address that redirects takes no post: the page it would come back to is elsewhere', async () => {
  // Every page given a form, so only the route step can refuse.
  const contactForm = (await loadPageModule('contact')).form!;
  const withForms = async (page: string): Promise<PageModule> => ({ ...(await loadPageModule(page)), form: contactForm });
  const sources = { router, loadPageModule: withForms };
  // A guarded page without login sends the visitor home.
  const account = router.buildPath({ name: 'account' }, { locale: 'en', target: 'pro' });
  expect(await resolvePageForm(request(account), sources)).toBeUndefined();
  expect((await resolvePageForm(request(account, { cookie: 'login_token=abc' }), sources))?.match.route.name).toBe('account');
  // The language root redirects a French browser to /fr.
  expect(await resolvePageForm(request('/', { 'accept-language': 'fr-FR,fr;q=0.9' }), sources)).toBeUndefined();
  expect((await resolvePageForm(request('/'), sources))?.match.route.name).toBe('home');
});
