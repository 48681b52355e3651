/**
 * A service form as every side knows it: the page that shows it (through `ContractForm`), the
 * browser that sends it as JSON, and the server's HTML round trip that receives it without
 * JavaScript (src/server/forms). One definition, so the body a field makes is written once.
 */
import type { BodyOf } from '../../kernel/api/contract.ts';
import type { RouteLocation, RouteMatch } from '../../kernel/routing/router.ts';
import type { FormEndpoint, FormErrors } from '../../kernel/validation/form-schemas.ts';
import type { ValidationTexts } from '../../kernel/i18n/translation-types.ts';
import type { FormValues } from './form-context.tsx';

/** Where a sent form leads: a route, and the query that tells the page which form it was. */
export interface FormConfirmation {
  readonly to: RouteLocation;
  readonly search?: string;
}

/** What `ContractForm` needs of a form: its endpoint, its fields and the body they make. */
export interface FormDefinition<E extends FormEndpoint = FormEndpoint> {
  readonly endpoint: E;
  /** Every field's empty value; a boolean marks a checkbox. */
  readonly initialValues: FormValues;
  /** Fields that carry a file: the form is sent as multipart. */
  readonly fileFields?: readonly string[];
  /** The contract body the typed values make (files are added apart, under their field names). */
  readonly toBody: (values: FormValues) => BodyOf<E>;
  /**
   * What this form needs beyond the endpoint's schema (an offer's page needs its offer), read on
   * the body's fields that passed the schema: the browser, the gateway (when the post names its
   * page) and the HTML round trip all run it. (A method, so a form of one endpoint is a form of any.)
   */
  check?(body: Partial<BodyOf<E>>, texts: ValidationTexts): FormErrors;
  /**
   * Changes a submit button named `form_edit` makes to the form without sending it (add a
   * participant): with scripts the button's click does it on the page; without, the server
   * shows the page again with the values changed.
   */
  readonly edits?: Readonly<Record<string, (values: FormValues) => FormValues>>;
}

/** A form its page also receives without JavaScript (the page module exports it as `form`). */
export interface PageForm<E extends FormEndpoint = FormEndpoint> extends FormDefinition<E> {
  /** Where the visitor goes once the form is sent (the HTML round trip answers 303 there). */
  readonly confirmation: (match: RouteMatch) => FormConfirmation;
}
