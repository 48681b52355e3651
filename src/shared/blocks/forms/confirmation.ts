/**
 * Forms that end on the confirmation page say which one they were (`?form=`), so the page can
 * thank the visitor in the right words; anything else reads as the generic message.
 */
import type { FormConfirmation } from './page-form.ts';

export const confirmedForms = ['contact', 'start-worksite', 'application', 'training'] as const;
export type ConfirmedForm = (typeof confirmedForms)[number];

export function confirmationQuery(form: ConfirmedForm): string {
  return `?form=${form}`;
}

/** The confirmation page thanking for `form`. */
export function confirmationOf(form: ConfirmedForm): FormConfirmation {
  return { to: { name: 'confirmation' }, search: confirmationQuery(form) };
}

export function confirmedFormOf(url: string): ConfirmedForm | undefined {
  const form = new URL(url, 'http://site.invalid').searchParams.get('form');
  return confirmedForms.find((known) => known === form);
}
