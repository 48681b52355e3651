/**
 * The service forms without JavaScript (issue 7): each form posted to its own page as a browser
 * would (URL-encoded, or multipart with a file) gets a 303 to its confirmation once stored, or its
 * page again with the errors next to the fields and the typed values (escaped) — never the file;
 * a cross-site post is 403, an upload over the limit 413.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServiceSite, type ServiceSite } from './service-sites.ts';

let service: ServiceSite;

beforeAll(async () => {
  service = await startServiceSite({ UPLOAD_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => service?.close());

/** What a browser sends from a page of the site: its own origin, `Sec-Fetch-Site: same-origin`. */
const sameOrigin = () => ({ origin: service.site.url, 'sec-fetch-site': 'same-origin' });

function postPage(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = sameOrigin()): Promise<Response> {
  return fetch(`${service.site.url}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
}

const fields = (entries: Record<string, string>) => new URLSearchParams(entries);

/** The `<input>` (or `<textarea>`) of a field in a page's form, by its name. */
function control(html: string, name: string): string | undefined {
  const escaped = name.replace(/\./g, '\\.');
  return new RegExp(`<(?:input|textarea|select)[^>]*name="${escaped}"[^>]*>(?:[^<]*</textarea>)?`).exec(html)?.[0];
}

function valueOf(html: string, name: string): string | undefined {
  const element = control(html, name);
  if (element === undefined) return undefined;
  if (element.startsWith('<textarea')) return />([^<]*)<\/textarea>$/.exec(element)?.[1];
  return /value="([^"]*)"/.exec(element)?.[1];
}

/** The message a control points at with aria-describedby (its `-error` id). */
function errorOf(html: string, name: string): string | undefined {
  const element = control(html, name);
  const errorId = element && /aria-describedby="([^"]*)"/.exec(element)?.[1]?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? new RegExp(`<p id="${errorId}" class="field__error">([^<]*)</p>`).exec(html)?.[1] : undefined;
}

const contact = {
  firstname: 'Nour',
  lastname: 'Haddad',
  email: 'nour.haddad@example.com',
  phone: '06 12 34 56 78',
  message: 'Which filler for a cracked ceiling?',
};

describe('contact without JavaScript', () => {
  test('invalid: the page again with 422, each error next to its field, every value back and escaped', async () => {
    const response = await postPage('/contact', fields({ ...contact, lastname: '<script>alert(1)</script>"', email: 'not-an-email', message: '' }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(errorOf(html, 'email')).toBe('Please enter your E-Mail address.');
    expect(errorOf(html, 'message')).toBe('Please fill in the message field.');
    expect(errorOf(html, 'firstname')).toBeUndefined();
    expect(valueOf(html, 'firstname')).toBe('Nour');
    expect(valueOf(html, 'email')).toBe('not-an-email');
    expect(valueOf(html, 'lastname')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('2 fields need your attention');
    expect(await service.submissions('contact')).toEqual([]);
  });

  test('valid: 303 to the confirmation page (Post/Redirect/Get), and the back office stored it', async () => {
    const response = await postPage('/individual-filler/contact', fields({ ...contact, subject: 'Ceiling' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/individual-filler/confirmation?form=contact');
    const confirmation = await service.site.get(response.headers.get('location')!);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('Your message has been sent.');
    const stored = await service.submissions('contact');
    expect(stored.map((submission) => submission.body)).toEqual([expect.objectContaining({ ...contact, subject: 'Ceiling' })]);
  });

  test('a cross-site post is 403 and nothing is stored, whichever header tells it', async () => {
    const before = (await service.submissions('contact')).length;
    const crossSite: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { origin: service.site.url, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await postPage('/contact', fields(contact), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).not.toContain(contact.email);
    }
    // The site's canonical origin (behind a proxy the Host may differ) is trusted too.
    expect((await postPage('/contact', fields(contact), { origin: 'https://www.example.com' })).status).toBe(303);
    expect((await service.submissions('contact')).length).toBe(before + 1);
  });

  test('the gateway refuses a cross-site call as well', async () => {
    const response = await fetch(`${service.site.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: { status: 'cross_origin_request' } });
  });

  // The numbers the site's own header shows (back-office settings phone_lb, phone_ae).
  const headerNumbers = ['+961 1 000 000', '+971 4 000 0000'];

  test.each(headerNumbers)('the header’s %s is accepted and stored as typed, without JavaScript and through the gateway', async (phone) => {
    const withoutScript = await postPage('/contact', fields({ ...contact, phone }));
    expect(withoutScript.status).toBe(303);
    const throughGateway = await fetch(`${service.site.url}/api/v1/contact?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin() },
      body: JSON.stringify({ ...contact, phone }),
    });
    expect(throughGateway.status).toBe(201);
    const stored = (await service.submissions('contact')).filter((submission) => submission.body.phone === phone);
    expect(stored).toHaveLength(2);
  });

  test('a number that is neither French nor valid for its country code is refused, in the page’s language, saying what is expected', async () => {
    for (const [path, lang, message] of [
      ['/contact', 'en', 'Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.'],
      ['/fr/contact', 'fr', 'Veuillez saisir un numéro de téléphone français (01\u00A023\u00A045\u00A067\u00A089) ou international, commençant par + et l’indicatif du pays.'],
    ] as const) {
      const page = await postPage(path, fields({ ...contact, phone: '+961 12' }));
      expect(page.status, path).toBe(422);
      expect(errorOf(await page.text(), 'phone'), path).toBe(message);
      const api = await fetch(`${service.site.url}/api/v1/contact?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameOrigin() },
        body: JSON.stringify({ ...contact, phone: '+971 4 000' }),
      });
      expect(api.status, lang).toBe(422);
      expect(await api.json()).toEqual({ errors: { phone: message } });
    }
  });

  test('a page without a form does not take posts', async () => {
    const response = await postPage('/downloads', fields(contact));
    expect(response.status).toBe(405);
  });
});

function application(entries: Record<string, string>, cv?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  if (cv) form.append('cv', cv, 'Lina CV.pdf');
  return form;
}

const applicant = { firstname: 'Lina', lastname: 'Aoun', email: 'lina@example.com', phone: '0612345678', message: 'Ten years in sales.' };
const pdf = new Blob(['%PDF-1.4\n% a short CV\n%%EOF\n'], { type: 'application/pdf' });

describe('applications without JavaScript (multipart, with a CV)', () => {
  test('the form is multipart and aimed at its own page', async () => {
    const html = await (await service.site.get('/carrier/unsolicited-application')).text();
    expect(html).toMatch(/<form class="form application-form"[^>]*action="\/carrier\/unsolicited-application"[^>]*method="post"/);
    expect(html).toMatch(/<form class="form application-form"[^>]*encType="multipart\/form-data"/);
  });

  test('invalid: 422 with the values back, never the file', async () => {
    const response = await postPage('/carrier/unsolicited-application', application({ ...applicant, phone: '12' }, pdf));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(errorOf(html, 'phone')).toBe('Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.');
    expect(valueOf(html, 'message')).toBe('Ten years in sales.');
    expect(control(html, 'cv')).not.toMatch(/value=/);
    expect(html).not.toContain('JVBERi0xLjQ'); // the CV's base64 is nowhere in the page
  });

  test('valid: 303 to the confirmation, the CV stored with the application', async () => {
    const response = await postPage('/carrier/unsolicited-application', application(applicant, pdf));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/professional-filler/confirmation?form=application');
    const [stored] = await service.submissions('application');
    expect(stored?.body).toMatchObject({ ...applicant, job_id: null, cv: { filename: 'Lina_CV.pdf', content_type: 'application/pdf', size: pdf.size } });
  });

  test('a job offer’s page takes its application with the offer’s id', async () => {
    const jobs = (await (await service.site.get('/api/v1/page?type=job')).json()).data.items as { id: number; slug: string }[];
    const job = jobs[0]!;
    const html = await (await service.site.get(`/${job.slug}`)).text();
    expect(html).toContain(`<input type="hidden" name="job_id" value="${job.id}"/>`);
    const response = await postPage(`/${job.slug}`, application({ ...applicant, email: 'offer@example.com', job_id: String(job.id) }, pdf));
    expect(response.status).toBe(303);
    const stored = (await service.submissions('application')).find((submission) => submission.body.email === 'offer@example.com');
    expect(stored?.body).toMatchObject({ job_id: job.id });
  });

  test('a content page that is not an offer takes no application without an offer', async () => {
    const response = await postPage('/our-history', application({ ...applicant, email: 'no-offer@example.com' }, pdf));
    expect(response.status).toBe(422);
    expect((await service.submissions('application')).map((submission) => submission.body.email)).not.toContain('no-offer@example.com');
  });

  test('a CV over the upload limit is 413 with "File too heavy" next to the CV field', async () => {
    const before = (await service.submissions('application')).length;
    const response = await postPage('/carrier/unsolicited-application', application(applicant, new Blob([new Uint8Array(200 * 1024)], { type: 'application/pdf' })));
    expect(response.status).toBe(413);
    expect(errorOf(await response.text(), 'cv')).toBe('File too heavy');
    expect((await service.submissions('application')).length).toBe(before);
  });

  test('refused as it is read, the French page says why in French: the CV too heavy, a form of more fields than any', async () => {
    const before = (await service.submissions('application')).length;
    const heavy = await postPage('/fr/carrieres/candidature-spontanee', application(applicant, new Blob([new Uint8Array(200 * 1024)], { type: 'application/pdf' })));
    expect(heavy.status).toBe(413);
    expect(errorOf(await heavy.text(), 'cv')).toBe('Fichier trop lourd');
    const crowded = await postPage('/fr/contact', new URLSearchParams(Array.from({ length: 300 }, (_, index) => [`field${index}`, 'x'])));
    expect(crowded.status).toBe(413);
    const page = await crowded.text();
    expect(page).toContain('Le formulaire envoie plus de 250 champs.');
    expect(page).not.toContain('The form sends');
    expect((await service.submissions('application')).length).toBe(before);
  });
});

describe('training and contest without JavaScript', () => {
  test('training: the participants the hidden count names are read; 422 keeps them, then 303 to the confirmation', async () => {
    const registration = {
      training_id: '3',
      company: 'Atelier Sfeir',
      email: 'contact@sfeir.example',
      phone: '0491000000',
      participant_count: '2',
      'participants.0.firstname': 'Georges',
      'participants.0.lastname': 'Sfeir',
      'participants.1.firstname': 'Rita',
    };
    const refused = await postPage('/formations', fields(registration));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(errorOf(html, 'participants.1.lastname')).toBe('Please fill in the last name field.');
    expect(valueOf(html, 'participants.1.firstname')).toBe('Rita');
    expect(/<input[^>]*name="training_id"[^>]*value="3"[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    expect(/<input[^>]*name="training_id"[^>]*value="2"[^>]*>/.exec(html)?.[0]).not.toContain('checked');

    const sent = await postPage('/formations', fields({ ...registration, 'participants.1.lastname': 'Sfeir' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/professional-filler/confirmation?form=training');
    expect(await (await service.site.get(sent.headers.get('location')!)).text()).toContain('Your registration has been recorded.');
    const [stored] = await service.submissions('training-inscription');
    expect(stored?.body).toMatchObject({ training_id: 3, participants: [{ firstname: 'Georges' }, { firstname: 'Rita', lastname: 'Sfeir' }] });
  });

  test('training: “Add a participant” works without scripts: the page again (200) with one more row, the values kept, nothing sent', async () => {
    const typed = { training_id: '1', company: 'Enduits Nassar', participant_count: '1', 'participants.0.firstname': 'Georges' };
    const added = await postPage('/formations', fields({ ...typed, form_edit: 'add-participant' }));
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(valueOf(html, 'participants.0.firstname')).toBe('Georges');
    expect(valueOf(html, 'participants.1.firstname')).toBe('');
    expect(valueOf(html, 'participants.2.firstname')).toBeUndefined();
    expect(valueOf(html, 'participant_count')).toBe('2');
    expect(errorOf(html, 'email')).toBeUndefined();
    const removed = await postPage('/formations', fields({ ...typed, participant_count: '2', form_edit: 'remove-participant' }));
    expect(valueOf(await removed.text(), 'participants.1.firstname')).toBeUndefined();
    expect((await service.submissions('training-inscription')).map((stored) => stored.body.company)).not.toContain('Enduits Nassar');
  });

  test('contest: the rules box unticked is a 422 that keeps the answers; ticked, 303 to the landing’s confirmation', async () => {
    const entry = { landing_id: '1', firstname: 'Omar', lastname: 'Nassar', email: 'omar@example.com', answer: 'Ten kits' };
    const refused = await postPage('/landing/spring-contest', fields(entry));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(errorOf(html, 'accept_rules')).toBe('Please fill in the accept rules field.');
    expect(valueOf(html, 'answer')).toBe('Ten kits');
    expect(await service.submissions('landing')).toEqual([]);

    const sent = await postPage('/landing/spring-contest', fields({ ...entry, accept_rules: 'true' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/professional-filler/landing/spring-contest/confirmation');
    const [stored] = await service.submissions('landing');
    expect(stored?.body).toMatchObject({ landing_id: 1, answer: 'Ten kits', accept_rules: true });
  });
});
