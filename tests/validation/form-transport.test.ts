import { expect, test } from 'vitest';
import { validateFormBody } from '../../src/shared/kernel/validation/form-schemas.ts';
import { englishValidationTexts as english } from '../../src/shared/kernel/i18n/validation/en.ts';

const application = { firstname: 'Nadia', lastname: 'Haddad', email: 'nadia@example.com', phone: '06 12 34 56 78', message: 'Hello' };

test('a form post’s digits are a whole number, and a ticked checkbox’s "on" is accepted', () => {
  const posted = validateFormBody('POST /application', { ...application, job_id: '12' }, english);
  expect(posted).toMatchObject({ ok: true, value: { job_id: 12 } });
  const signup = validateFormBody('POST /auth/signup', { accept_terms: 'on' }, english);
  expect(signup.ok).toBe(false);
  expect(signup.ok === false && signup.errors.accept_terms).toBeUndefined();
});

test('text that is not only digits is still not a number', () => {
  for (const job_id of ['12a', '-3', '1.5', ' 12', '']) {
    const result = validateFormBody('POST /application', { ...application, job_id }, english);
    if (job_id === '') continue;
    expect(result.ok, job_id).toBe(false);
  }
});
