import { describe, expect, it } from 'vitest';
import type { ContactBody } from '../../src/shared/kernel/api/contract.ts';
import { email, integer, oneOf, text } from '../../src/shared/kernel/validation/field-rules.ts';
import type { ObjectSchema } from '../../src/shared/kernel/validation/schema.ts';

// Checked by `tsc --noEmit`: each @ts-expect-error fails the typecheck if the line compiles.
const message = text({ label: 'message', max: 10, required: true });
const names = {
  firstname: text({ label: 'firstName', max: 10, required: true }),
  lastname: text({ label: 'lastName', max: 10, required: true }),
  civility: text({ label: 'civility', max: 10 }),
  phone: text({ label: 'phone', max: 10 }),
  zipcode: text({ label: 'zipcode', max: 10 }),
  company: text({ label: 'companyName', max: 10 }),
  subject: text({ label: 'subject', max: 10 }),
};

export const complete: ObjectSchema<ContactBody> = { fields: { ...names, email: email({ required: true }), message } };

// @ts-expect-error a required body field without a rule
export const missingField: ObjectSchema<ContactBody> = { fields: { ...names, email: email({ required: true }) } };

// @ts-expect-error a required body field with a rule that may leave it out
export const optionalRule: ObjectSchema<ContactBody> = { fields: { ...names, email: email({}), message } };

// @ts-expect-error a rule reading another type than the field's
export const wrongType: ObjectSchema<ContactBody> = { fields: { ...names, email: email({ required: true }), message: integer({ label: 'message', required: true }) } };

export const narrow: ObjectSchema<{ payment: 'card' | 'transfer' }> = {
  // @ts-expect-error a choice wider than the field's union
  fields: { payment: oneOf(['card', 'transfer', 'cash'], { label: 'paymentMethod', required: true }) },
};

export const extra: ObjectSchema<{ a: string }> = {
  // @ts-expect-error a rule for a key the body does not have
  fields: { a: text({ label: 'name', max: 1, required: true }), b: text({ label: 'subject', max: 1 }) },
};

describe('schema types', () => {
  it('are checked by tsc (see the @ts-expect-error lines); the complete schema is a value', () => {
    expect(Object.keys(complete.fields).sort()).toEqual(['civility', 'company', 'email', 'firstname', 'lastname', 'message', 'phone', 'subject', 'zipcode']);
  });
});
