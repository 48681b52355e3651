/**
 * The bot check verified by the server (issue 7): with a secret key, a visitor's form is forwarded
 * only once siteverify (here a fake on loopback) vouches for its token — valid, for the form's own
 * action, scoring at least the threshold; otherwise a 4xx with a clear message and nothing stored.
 * Without a secret key the site makes no such call. The badge shows while the check is on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BOT_CHECK_HEADER } from '../../src/shared/blocks/forms/post-form.ts';
import { startServiceSite, type ServiceSite } from './service-sites.ts';

interface VerifyCall {
  readonly secret: string | null;
  readonly response: string | null;
  readonly remoteip: string | null;
}

/** A stand-in for Google's siteverify: the token names its verdict ("good-contact", "low-contact"…). */
async function startFakeSiteverify(): Promise<{ url: string; calls: VerifyCall[]; down: boolean; close(): Promise<void> }> {
  const calls: VerifyCall[] = [];
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      calls.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      if (state.down) {
        res.statusCode = 500;
        res.end();
        return;
      }
      const [verdict, action] = (form.get('response') ?? '').split(':');
      const answer =
        verdict === 'good' ? { success: true, score: 0.9, action } :
        verdict === 'low' ? { success: true, score: 0.3, action } :
        { success: false, 'error-codes': ['invalid-input-response'] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...answer, hostname: '127.0.0.1', challenge_ts: new Date().toISOString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const contact = { firstname: 'Nour', lastname: 'Haddad', email: 'nour@example.com', message: 'Hello' };

let verify: Awaited<ReturnType<typeof startFakeSiteverify>>;
let service: ServiceSite;

beforeAll(async () => {
  verify = await startFakeSiteverify();
  service = await startServiceSite({
    RECAPTCHA_SITE_KEY: 'test-site-key',
    RECAPTCHA_SECRET_KEY: 'test-secret-key',
    RECAPTCHA_VERIFY_URL: verify.url,
  });
});
afterAll(async () => {
  await service?.close();
  await verify?.close();
});
beforeEach(() => {
  verify.calls.length = 0;
  verify.down = false;
});

const gatewayContact = (token?: string, body: object = contact) =>
  fetch(`${service.site.url}/api/v1/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { [BOT_CHECK_HEADER]: token }) },
    body: JSON.stringify(body),
  });

describe('through the gateway (JavaScript on)', () => {
  test('a good token for the form’s action is verified with the secret, then the form is stored', async () => {
    const response = await gatewayContact('good:contact');
    expect(response.status).toBe(201);
    expect(verify.calls).toEqual([{ secret: 'test-secret-key', response: 'good:contact', remoteip: '127.0.0.1' }]);
    expect((await service.submissions('contact')).map((stored) => stored.body.email)).toContain('nour@example.com');
  });

  test.each([
    ['no token', undefined, 'The anti-spam check could not run: please enable JavaScript and send the form again.'],
    ['a score under 0.5', 'low:contact', 'The anti-spam check failed: please send the form again.'],
    ['a token of another form’s action', 'good:landing_data', 'The anti-spam check failed: please send the form again.'],
    ['a token siteverify rejects', 'forged', 'The anti-spam check failed: please send the form again.'],
  ])('%s: 403 with a clear message, nothing stored', async (_case, token, message) => {
    const before = (await service.submissions('contact')).length;
    const response = await gatewayContact(token, { ...contact, email: 'refused@example.com' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: { bot_check: message } });
    expect((await service.submissions('contact')).length).toBe(before);
  });

  test('siteverify unreachable: 503, nothing forwarded unverified', async () => {
    verify.down = true;
    const before = (await service.submissions('contact')).length;
    const response = await gatewayContact('good:contact');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ errors: { bot_check: 'The anti-spam check is unavailable for the moment: please try again in a few minutes.' } });
    expect((await service.submissions('contact')).length).toBe(before);
  });

  test('an invalid form is refused by the validators before siteverify is asked', async () => {
    const response = await gatewayContact('good:contact', { ...contact, email: 'nope' });
    expect(response.status).toBe(422);
    expect(verify.calls).toEqual([]);
  });

  test('calls that are not a visitor’s form are not checked', async () => {
    expect((await service.site.get('/api/v1/training')).status).toBe(200);
    expect(verify.calls).toEqual([]);
  });
});

describe('through the HTML round trip (JavaScript off)', () => {
  const postContact = (entries: Record<string, string>) =>
    fetch(`${service.site.url}/contact`, { method: 'POST', body: new URLSearchParams(entries), headers: { 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });

  test('without a token (no script to get one): 403, the page says why and keeps the values', async () => {
    const response = await postContact(contact);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('The anti-spam check could not run: please enable JavaScript and send the form again.');
    expect(html).toMatch(/name="firstname" value="Nour"/);
    expect(verify.calls).toEqual([]);
  });

  test('with a good token in its field: verified, stored, 303 to the confirmation', async () => {
    const response = await postContact({ ...contact, email: 'html@example.com', bot_check_token: 'good:contact' });
    expect(response.status).toBe(303);
    expect(verify.calls.map((call) => call.response)).toEqual(['good:contact']);
    expect((await service.submissions('contact')).map((stored) => stored.body.email)).toContain('html@example.com');
  });

  test('with a low score: 403 and nothing stored', async () => {
    const response = await postContact({ ...contact, email: 'low@example.com', bot_check_token: 'low:contact' });
    expect(response.status).toBe(403);
    expect((await service.submissions('contact')).map((stored) => stored.body.email)).not.toContain('low@example.com');
  });
});

describe('the threshold and the switch', () => {
  test('RECAPTCHA_MIN_SCORE sets the threshold', async () => {
    const lenient = await startServiceSite({
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: 'test-secret-key',
      RECAPTCHA_VERIFY_URL: verify.url,
      RECAPTCHA_MIN_SCORE: '0.2',
    });
    try {
      const response = await fetch(`${lenient.site.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [BOT_CHECK_HEADER]: 'low:contact' },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(201);
    } finally {
      await lenient.close();
    }
  });

  test('without a secret key no call is made and forms work as before', async () => {
    const unchecked = await startServiceSite({ RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_VERIFY_URL: verify.url });
    try {
      const response = await fetch(`${unchecked.site.url}/api/v1/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
      expect(response.status).toBe(201);
      expect(verify.calls).toEqual([]);
    } finally {
      await unchecked.close();
    }
  });
});

describe('the badge', () => {
  const notice = 'This site is protected by reCAPTCHA and the Google';

  test.each([['/contact'], ['/start-worksite'], ['/carrier/unsolicited-application'], ['/formations'], ['/landing/spring-contest']])(
    'shows under the form of %s while the bot check is on',
    async (path) => {
      const html = await (await service.site.get(path)).text();
      expect(html).toMatch(new RegExp(`<p class="bot-check-notice">${notice}`));
      expect(html).toContain('href="https://policies.google.com/privacy"');
    },
  );

  test('is absent without a site key', async () => {
    const off = await startServiceSite();
    try {
      expect(await (await off.site.get('/contact')).text()).not.toContain(notice);
    } finally {
      await off.close();
    }
  });
});
