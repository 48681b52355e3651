import { createContext, use } from 'react';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';

export type FieldValue = string | boolean;
export type FormValues = Readonly<Record<string, FieldValue>>;

export interface FormContextValue {
  /** Prefix of the form's element ids (formIdPrefix). */
  readonly idPrefix: string;
  readonly values: FormValues;
  readonly errors: FormErrors;
  readonly files: Readonly<Record<string, File>>;
  readonly submitting: boolean;
  setValue(name: string, value: FieldValue): void;
  setFile(name: string, file: File | undefined): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = use(FormContext);
  if (!context) throw new Error('form fields must be inside <ContractForm>');
  return context;
}

/**
 * The prefix of a form's element ids, named after its endpoint (`POST /landing/data`:
 * `form-landing-data`): a page holds one form per endpoint. Not React's `useId`, which numbers
 * ids by their place in the tree, and a form hydrated as an island has another tree than the
 * page the server rendered (decision 199).
 */
export function formIdPrefix(endpoint: string): string {
  return `form-${endpoint.slice(endpoint.indexOf('/') + 1).replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

/** The id of a field's control; nested names (`participants.1.lastname`) become `participants-1-lastname`. */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/\./g, '-')}`;
}

export function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}
