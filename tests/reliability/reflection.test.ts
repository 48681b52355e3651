/**
 * Visitor text reflected into a page: script-breaking payloads sent through every door a visitor
 * controls (search terms, filter segments, slugs, query strings, the choice-guide parameter, the
 * search form, headers and cookies), raw and percent-encoded, against the real site and its
 * embedded back office. No answer may carry a payload as live markup, in the HTML or in the
 * serialized state of its `<script>` elements, nor in a redirect's Location.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import { blockedScripts } from '../support/script-policy.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const payloads = [
  '</script><script>alert(1)</script>',
  '</ScRiPt ><ScRiPt>alert(1)</ScRiPt >',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<!--<script>alert(1)//-->',
  'javascript:alert(1)',
];

/** What a payload would look like had it got through as markup. */
const live = [/<script[^>]*>\s*alert\(1\)/i, /<img src=x onerror/i, /<svg\/onload/i, /<!--<script/i, /(href|src|action)\s*=\s*["']?javascript:/i];

interface Answer {
  readonly status: number;
  readonly location: string | undefined;
  /** The answer's Content-Security-Policy ('' without one). */
  readonly policy: string;
  readonly body: string;
}

/** A raw request: the target and headers are sent as written (node:http lets `<`, `>` and quotes through). */
function send(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          policy: String(res.headers['content-security-policy'] ?? ''),
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${target.slice(0, 100)}`)));
    req.on('error', reject);
    req.end();
  });
}

function expectNoLiveMarkup(answer: Answer, label: string): void {
  expect(answer.status, label).toBeLessThan(500);
  for (const pattern of live) {
    expect(pattern.test(answer.body), `${label}: the body carries ${pattern}`).toBe(false);
    expect(pattern.test(answer.location ?? ''), `${label}: the Location carries ${pattern}`).toBe(false);
  }
  expect(answer.location ?? '', `${label}: Location`).not.toMatch(/[<>"\s]/);
  // Every script element that would run is allowed by the answer's own policy (the hashes of the
  // scripts the render wrote, or its nonce): a script the page did not write has neither.
  expect(blockedScripts(answer.body, answer.policy, new URL(site.url).origin), `${label}: a script element the page did not write`).toEqual([]);
  // An unterminated element would swallow the rest of the page: none, written by the page or not.
  expect(answer.body.match(/<script\b/gi)?.length ?? 0, `${label}: an unterminated script element`).toBe(answer.body.match(/<\/script\s*>/gi)?.length ?? 0);
  // Inside every script element (the serialized state above all): nothing that could close it or open another.
  for (const [, content] of answer.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    expect(content, `${label}: a script element`).not.toMatch(/<\/?script|<!--/i);
  }
}

// As written (a request line cannot carry a space), percent-encoded, and half-encoded.
const encodings = [(text: string) => text.replaceAll(' ', '%20'), (text: string) => encodeURIComponent(text), (text: string) => encodeURI(text)];

function targetsFor(payload: string): string[] {
  const json = Buffer.from(JSON.stringify({ [payload]: [payload], form: [payload] })).toString('base64url');
  return encodings.flatMap((encode) => {
    const text = encode(payload);
    return [
      `/professional-filler/results/${text}`,
      `/individual-filler/results/${text}/__TYPES__${text}/_p__2`,
      `/professional-filler/results/filler/__FORM__${text}`,
      `/professional-filler/category/smoothing-compounds/__FORM__${text}`,
      `/professional-filler/product/${text}`,
      `/professional-filler/folder/${text}`,
      `/landing/${text}`,
      `/${text}`,
      `/faq/__TAGS__${text}`,
      `/?q=${text}&utm_source=${text}`,
      `/professional-filler/product/fine-finish-smoothing-powder?variant=${text}`,
      `/contact?${text}=${text}`,
      `/results?search=${text}`,
      `/individual-filler/results?search=${text}`,
      `/professional-filler/choice-guide/${json}`,
      `/preview/${text}`,
    ];
  });
}

test('payloads in paths, filter segments and query strings never come back as markup', { timeout: 120_000 }, async () => {
  let reflected = 0;
  for (const payload of payloads) {
    for (const target of targetsFor(payload)) {
      const answer = await send(target);
      expectNoLiveMarkup(answer, `GET ${target}`);
      if (answer.body.includes('alert(1)')) reflected += 1;
    }
  }
  // The test would see a reflection: the search term and others do come back, as text.
  expect(reflected).toBeGreaterThan(0);
});

test('the search term is shown escaped, and kept intact in the serialized state and structured data', async () => {
  const payload = payloads[0]!;
  const answer = await send(`/professional-filler/results/${encodeURIComponent(payload)}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  // An island page's state carries its address, not its loader data (decision 199).
  const state = /self\.__CATALOGUE_STATE__=(.*?)<\/script>/s.exec(answer.body)?.[1];
  expect(decodeURIComponent((JSON.parse(state!) as { url: string }).url)).toBe(`/professional-filler/results/${payload}`);
  const structuredData = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(answer.body)?.[1];
  expect(JSON.stringify(JSON.parse(structuredData!))).toContain(JSON.stringify(payload).slice(1, -1));
});

test('payloads in headers and cookies never come back as markup', { timeout: 60_000 }, async () => {
  for (const payload of payloads) {
    const cookieSafe = encodeURIComponent(payload);
    const headerSets: Record<string, string>[] = [
      { 'accept-language': `${payload},fr;q=0.9` },
      { 'accept-language': `fr-${payload};q=1` },
      { cookie: `i18n_redirected=${cookieSafe}` },
      { cookie: `i18n_redirected=${payload.replace(/[;\s]/g, '')}` },
      { cookie: `login_token=${cookieSafe}` },
      { 'user-agent': `Googlebot ${payload}` },
      { referer: `https://evil.example/${payload}` },
      { 'x-forwarded-host': payload.replace(/\s/g, ''), 'x-forwarded-proto': 'javascript' },
      { accept: `text/html,image/webp,${payload}` },
    ];
    for (const headers of headerSets) {
      for (const target of ['/', '/professional-filler/product/fine-finish-smoothing-powder', '/account', '/no-such-page']) {
        expectNoLiveMarkup(await send(target, headers), `GET ${target} with ${JSON.stringify(headers)}`);
      }
    }
  }
});

test('a form value with markup is refused where it has a grammar and never echoed back', async () => {
  for (const payload of payloads) {
    const response = await site.get('/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'A', lastname: 'B', email: payload, phone: payload, message: 'Hi' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('alert(1)');
  }
});
