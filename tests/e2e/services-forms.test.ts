/**
 * Every service form in a real browser, first invalid then valid: the errors appear next to
 * their fields, nothing typed is lost, and the record the back office stored is checked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, interceptable, launchBrowser, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { startServiceSite, type ServiceSite } from '../services/service-sites.ts';

let service: ServiceSite;
let browser: Browser;

beforeAll(async () => {
  service = await startServiceSite();
  browser = await launchBrowser();
});
const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await newAnsweredVisitorPage(browser, service.site.url, interceptable);
  pages.push(page);
  const problems = collectPageProblems(page);
  await page.goto(`${service.site.url}${path}`);
  await waitForHydration(page);
  return { page, problems };
}

/** The message shown next to a field, through the control's aria-describedby. */
/** The page's main content: the header also has things labelled "Phone". */
const main = (page: Page) => page.locator('main');

async function fieldError(page: Page, label: string | RegExp, scope: ReturnType<Page['locator']> = main(page)): Promise<string | null> {
  const control = scope.getByLabel(label, { exact: false }).first();
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

const submit = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();

describe('contact', () => {
  test('shows each error next to its field, keeps what was typed, then sends', async () => {
    const { page, problems } = await open('/contact');
    await main(page).getByLabel('Phone').fill('12345');
    await main(page).getByLabel('Message').fill('Which filler for a cracked ceiling?');
    await submit(page, 'Send');
    await expect.poll(() => fieldError(page, 'First name')).toBe('Please fill in the first name field.');
    expect(await fieldError(page, 'Last name')).toBe('Please fill in the last name field.');
    expect(await fieldError(page, 'E-mail')).toBe('Please enter your E-Mail address.');
    expect(await fieldError(page, 'Phone')).toBe('Please enter a French phone number (01\u00A023\u00A045\u00A067\u00A089) or an international one starting with + and the country code.');
    expect(await fieldError(page, 'Message')).toBeNull();
    expect(await page.getByRole('alert').filter({ hasText: '4 fields need your attention' }).count()).toBe(1);
    // Focus went to the first faulty field; the typed text is still there.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstname');
    expect(await main(page).getByLabel('Message').inputValue()).toBe('Which filler for a cracked ceiling?');
    expect(await main(page).getByLabel('Phone').inputValue()).toBe('12345');

    await main(page).getByLabel('Title').selectOption('mrs');
    await main(page).getByLabel('First name').fill('Nadia');
    await main(page).getByLabel('Last name').fill('Haddad');
    await main(page).getByLabel('E-mail').fill('nadia.haddad@example.com');
    await main(page).getByLabel('Phone').fill('+33 6 12 34 56 78');
    await submit(page, 'Send');
    await page.waitForURL(/\/professional-filler\/confirmation\?form=contact$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Thank you');
    expect(await page.locator('.lead').textContent()).toContain('Our advisers will answer');

    const [stored] = await service.submissions('contact');
    expect(stored?.body).toMatchObject({
      civility: 'mrs',
      firstname: 'Nadia',
      lastname: 'Haddad',
      email: 'nadia.haddad@example.com',
      phone: '+33 6 12 34 56 78',
      message: 'Which filler for a cracked ceiling?',
    });
    expect(problems).toEqual([]);
  });

  test('the server’s 422 goes next to its field and the form stays as typed', async () => {
    const { page } = await open('/contact');
    await page.route('**/api/v1/contact?**', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ errors: { email: 'Please enter your E-Mail address.' } }) }),
    );
    await main(page).getByLabel('First name').fill('Karim');
    await main(page).getByLabel('Last name').fill('Saad');
    await main(page).getByLabel('E-mail').fill('karim@example.com');
    await main(page).getByLabel('Message').fill('Hello');
    await submit(page, 'Send');
    await expect.poll(() => fieldError(page, 'E-mail')).toBe('Please enter your E-Mail address.');
    expect(await main(page).getByLabel('First name').inputValue()).toBe('Karim');
    expect(page.url()).toBe(`${service.site.url}/contact`);
  });
});

describe('start a worksite', () => {
  test('refuses a bad zip code and a missing date, then registers the worksite', async () => {
    const { page, problems } = await open('/start-worksite');
    await main(page).getByLabel('First name').fill('Rami');
    await main(page).getByLabel('Last name').fill('Khoury');
    await main(page).getByLabel('Company name').fill('Khoury Renovation');
    await main(page).getByLabel('E-mail').fill('rami@khoury.example');
    await main(page).getByLabel('Phone').fill('01.23.45.67.89');
    await main(page).getByLabel('Address').fill('12 rue des Lilas');
    await main(page).getByLabel('Zip code').fill('7500');
    await main(page).getByLabel('City').fill('Paris');
    await main(page).getByLabel('Surface (m²)').fill('120');
    await submit(page, 'Send');
    await expect.poll(() => fieldError(page, 'Zip code')).toBe('Please enter a 5-digit zip code.');
    expect(await fieldError(page, 'Start date')).toBe('Please fill in the start date field.');
    expect(await main(page).getByLabel('Company name').inputValue()).toBe('Khoury Renovation');

    await main(page).getByLabel('Zip code').fill('75011');
    await main(page).getByLabel('Start date').fill('2031-03-14');
    await submit(page, 'Send');
    await page.waitForURL(/\/professional-filler\/confirmation\?form=start-worksite$/);

    const [stored] = await service.submissions('construction-starts');
    expect(stored?.body).toMatchObject({ company: 'Khoury Renovation', zipcode: '75011', start_date: '2031-03-14', surface_m2: 120, phone: '01.23.45.67.89' });
    expect(problems).toEqual([]);
  });
});

describe('unsolicited application', () => {
  test('refuses a CV over 5 MB before sending, then sends the application with its CV', async () => {
    const { page, problems } = await open('/carrier/unsolicited-application');
    await main(page).getByLabel('First name').fill('Lina');
    await main(page).getByLabel('Last name').fill('Aoun');
    await main(page).getByLabel('E-mail').fill('lina.aoun@example.com');
    await main(page).getByLabel('Phone').fill('06-12-34-56-78');
    await main(page).getByLabel('Cover letter').fill('Ten years in building materials sales.');
    await main(page).getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
    await submit(page, 'Send my application');
    await expect.poll(() => fieldError(page, 'CV')).toBe('File too heavy');
    expect(await main(page).getByLabel('Cover letter').inputValue()).toBe('Ten years in building materials sales.');

    const pdf = Buffer.from('%PDF-1.4\n% a short CV\n%%EOF\n');
    await main(page).getByLabel('CV').setInputFiles({ name: 'Lina Aoun CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await submit(page, 'Send my application');
    await page.waitForURL(/\/professional-filler\/confirmation\?form=application$/);

    const [stored] = await service.submissions('application');
    expect(stored?.body).toMatchObject({
      job_id: null,
      firstname: 'Lina',
      email: 'lina.aoun@example.com',
      message: 'Ten years in building materials sales.',
      cv: { filename: 'Lina_Aoun_CV.pdf', content_type: 'application/pdf', size: pdf.length },
    });
    expect(problems).toEqual([]);
  });
});

describe('training', () => {
  test('closed sessions cannot be chosen; a registration needs a session and named participants', async () => {
    const { page, problems } = await open('/formations');
    const closed = page.getByRole('radio', { name: /Facade repairs/ });
    expect(await closed.isDisabled()).toBe(true);
    expect(await page.getByText('Registration for this session is closed.').count()).toBe(1);
    expect(await page.getByText(/Not yet confirmed: 0 of the 3 participants needed/).count()).toBe(4);

    await main(page).getByLabel('Company name').fill('Atelier Sfeir');
    await main(page).getByLabel('E-mail').fill('contact@sfeir.example');
    await main(page).getByLabel('Phone').fill('0033 4 91 00 00 00');
    await page.getByRole('button', { name: 'Add a participant' }).click();
    const second = page.getByRole('group', { name: 'Participant 2' });
    await second.getByLabel('First name').fill('Georges');
    await submit(page, 'Register');
    const sessions = main(page).getByRole('group', { name: /^Training session/ });
    await expect.poll(() => sessions.locator('.field__error').textContent()).toBe('Please fill in the training session field.');
    expect(await sessions.getAttribute('aria-describedby')).toContain('-error');
    const first = page.getByRole('group', { name: 'Participant 1' });
    expect(await fieldError(page, 'First name', first)).toBe('Please fill in the first name field.');
    expect(await fieldError(page, 'Last name', second)).toBe('Please fill in the last name field.');
    expect(await second.getByLabel('First name').inputValue()).toBe('Georges');

    await page.getByRole('radio', { name: /Smoothing by hand/ }).check();
    await first.getByLabel('First name').fill('Maya');
    await first.getByLabel('Last name').fill('Sfeir');
    await second.getByLabel('Last name').fill('Sfeir');
    await submit(page, 'Register');
    // The sessions are read again: two seats fewer, and the form is ready for another registration.
    await expect.poll(() => page.getByText(/Not yet confirmed: 2 of the 3 participants needed/).count()).toBe(1);
    expect(await page.getByText('10 seats left.').count()).toBe(1);
    expect(await main(page).getByLabel('Company name').inputValue()).toBe('');

    const [stored] = await service.submissions('training-inscription');
    expect(stored?.body).toMatchObject({
      training_id: 1,
      company: 'Atelier Sfeir',
      participants: [
        { firstname: 'Maya', lastname: 'Sfeir' },
        { firstname: 'Georges', lastname: 'Sfeir' },
      ],
    });
    expect(problems).toEqual([]);
  });
});

describe('contest landing', () => {
  test('needs the rules accepted, then lands on the contest’s own confirmation page', async () => {
    const { page, problems } = await open('/landing/spring-contest');
    await main(page).getByLabel('First name').fill('Omar');
    await main(page).getByLabel('E-mail').fill('omar@example');
    await submit(page, 'Enter the contest');
    await expect.poll(() => fieldError(page, 'Last name')).toBe('Please fill in the last name field.');
    expect(await fieldError(page, 'E-mail')).toBe('Please enter your E-Mail address.');
    expect(await fieldError(page, 'I accept the contest rules')).toBe('Please fill in the accept rules field.');

    await main(page).getByLabel('Last name').fill('Nassar');
    await main(page).getByLabel('E-mail').fill('omar.nassar@example.com');
    await main(page).getByLabel('Store where you bought the product').selectOption({ label: 'Deira Paints & Tools (Dubai)' });
    await main(page).getByLabel('Your answer').fill('Ten kits');
    await main(page).getByLabel('I accept the contest rules').check();
    await submit(page, 'Enter the contest');
    await page.waitForURL(/\/professional-filler\/landing\/spring-contest\/confirmation$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Thank you for taking part!');

    const [stored] = await service.submissions('landing');
    expect(stored?.body).toMatchObject({ landing_id: 1, lastname: 'Nassar', store_id: 8, answer: 'Ten kits', accept_rules: true });
    expect(problems).toEqual([]);
  });
});
