/**
 * Form fields with their label, an optional hint and their error right below the control: the
 * control points at both with `aria-describedby` and says `aria-invalid` while it has an error.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { fieldId, textValue, useFormContext } from './form-context.tsx';
import { usePhoneNumbers } from '../../kernel/validation/use-phone-numbers.ts';

interface FieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

function useField(name: string, hint: ReactNode) {
  const form = useFormContext();
  const id = fieldId(form.idPrefix, name);
  const error = form.errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    form,
    id,
    error,
    control: { id, name, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
    hintId,
    errorId,
  };
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {required && (
        <span className="field__required">
          {' '}
          <FormattedMessage id="forms.requiredMark" />
        </span>
      )}
    </label>
  );
}

function FieldHelp({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string | undefined; error?: string | undefined; errorId?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps extends FieldProps {
  readonly type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  readonly autoComplete?: string;
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
}

export function TextField({ name, label, required, hint, type = 'text', autoComplete, inputMode, min, max, step }: TextFieldProps) {
  const { form, id, error, control, hintId, errorId } = useField(name, hint);
  usePhoneNumbers(type === 'tel');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        {...control}
        type={type}
        value={textValue(form.values, name)}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
      <FieldHelp hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({ name, label, required, hint, rows = 6 }: FieldProps & { readonly rows?: number }) {
  const { form, id, error, control, hintId, errorId } = useField(name, hint);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea {...control} rows={rows} value={textValue(form.values, name)} required={required} onChange={(event) => form.setValue(name, event.target.value)} />
      <FieldHelp hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export function SelectField({ name, label, required, hint, options, placeholder }: FieldProps & { readonly options: readonly SelectOption[]; readonly placeholder: string }) {
  const { form, id, error, control, hintId, errorId } = useField(name, hint);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select {...control} value={textValue(form.values, name)} required={required} onChange={(event) => form.setValue(name, event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHelp hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({ name, label, required, hint }: FieldProps) {
  const { form, id, error, control, hintId, errorId } = useField(name, hint);
  return (
    <div className={error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <input {...control} type="checkbox" value="true" checked={form.values[name] === true} required={required} onChange={(event) => form.setValue(name, event.target.checked)} />
      <FieldLabel htmlFor={id} label={label} required={required} />
      <FieldHelp hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A file input: the file is kept aside (a browser never lets a page set an input's file). */
export function FileField({ name, label, required, hint, accept }: FieldProps & { readonly accept: string }) {
  const { form, id, error, control, hintId, errorId } = useField(name, hint);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => form.setFile(name, event.target.files?.[0]);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input {...control} type="file" accept={accept} required={required} onChange={onChange} />
      <FieldHelp hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface RadioCardOption {
  readonly value: string;
  readonly content: ReactNode;
  readonly disabled?: boolean;
}

/** A choice among rich options (sessions, stores): one radio per card, in a fieldset. */
export function RadioCardsField({ name, label, required, hint, options }: FieldProps & { readonly options: readonly RadioCardOption[] }) {
  const { form, id, error, hintId, errorId } = useField(name, hint);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'field field--radio-cards field--invalid' : 'field field--radio-cards'} aria-describedby={describedBy}>
      <legend className="field__label">
        {label}
        {required && (
          <span className="field__required">
            {' '}
            <FormattedMessage id="forms.requiredMark" />
          </span>
        )}
      </legend>
      <FieldHelp hint={hint} hintId={hintId} />
      <ul className="radio-cards">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <li key={option.value} className={option.disabled ? 'radio-card radio-card--disabled' : 'radio-card'}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={form.values[name] === option.value}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => form.setValue(name, option.value)}
              />
              <label htmlFor={optionId}>{option.content}</label>
            </li>
          );
        })}
      </ul>
      <FieldHelp hint={undefined} error={error} errorId={errorId} />
    </fieldset>
  );
}
