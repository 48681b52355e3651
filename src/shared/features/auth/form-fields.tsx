/**
 * The account forms' fields: a label, the control and its message, tied together for assistive
 * technology (the message is the control's description and marks it invalid).
 */
import { createContext, use, useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Country } from '../../kernel/api/entities/content.ts';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import { usePhoneNumbers } from '../../kernel/validation/use-phone-numbers.ts';

interface FieldBase {
  readonly name: string;
  readonly label: MessageId;
  /** The validators' message for this field, shown under it. */
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/**
 * The prefix of the ids of a form's fields, when the form names it (an island's form: `useId`
 * numbers ids by their place in the tree, which differs between the page and the island's root,
 * decision 199).
 */
export const FieldIdPrefix = createContext<string | undefined>(undefined);

/** A page-unique id for the field (the same on the server and the client), so forms never clash. */
function useFieldId(name: string): string {
  const prefix = use(FieldIdPrefix);
  const generated = useId();
  return prefix ? `${prefix}-${name}` : `${generated}${name}`;
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, error, hint }: { readonly id: string; readonly error?: string | undefined; readonly hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ id, label, required }: { readonly id: string; readonly label: MessageId; readonly required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="form-field__label">
      <FormattedMessage id={label} />
      {required && (
        <span className="form-field__required">
          {' '}
          (<FormattedMessage id="form.required" />)
        </span>
      )}
    </label>
  );
}

interface TextFieldProps extends FieldBase {
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readonly defaultValue?: string;
  readonly onChange?: (value: string) => void;
}

export function TextField({ name, label, error, required, hint, type = 'text', autoComplete, inputMode, defaultValue, onChange }: TextFieldProps) {
  const id = useFieldId(name);
  usePhoneNumbers(type === 'tel');
  return (
    <div className="form-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The first, empty choice. */
  readonly placeholder: MessageId;
  readonly autoComplete?: string;
  readonly defaultValue?: string;
}

export function SelectField({ name, label, error, required, hint, options, placeholder, autoComplete, defaultValue }: SelectFieldProps) {
  const id = useFieldId(name);
  return (
    <div className="form-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <FormattedMessage id={placeholder}>{(text) => <option value="">{text}</option>}</FormattedMessage>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The country of an account or an address: a required choice among the back office's countries. */
export function CountryField({ label, countries, error }: { readonly label: MessageId; readonly countries: readonly Country[]; readonly error?: string | undefined }) {
  return (
    <SelectField
      name="country_iso"
      label={label}
      placeholder="signup.country.choose"
      autoComplete="country"
      required
      options={countries.map((country) => ({ value: country.iso, label: country.name }))}
      error={error}
    />
  );
}

interface CheckboxFieldProps extends FieldBase {
  readonly checked?: boolean;
  readonly onChange?: (checked: boolean) => void;
}

export function CheckboxField({ name, label, error, required, checked, onChange }: CheckboxFieldProps) {
  const id = useFieldId(name);
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        {...(checked === undefined ? {} : { checked })}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        onChange={onChange && ((event) => onChange(event.currentTarget.checked))}
      />
      <Label id={id} label={label} required={required} />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
