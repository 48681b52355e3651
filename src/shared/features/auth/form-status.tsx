import { FormattedMessage } from 'react-intl';
import type { FormErrors } from '../../kernel/validation/form-schemas.ts';

/** Announces that the form was refused; each field says why under itself. */
export function FormStatus({ errors, general }: { readonly errors: FormErrors; readonly general?: string | undefined }) {
  if (Object.keys(errors).length === 0 && !general) return <div role="alert" className="form-status" />;
  return (
    <div role="alert" className="form-status form-status--error">
      {general ? <p>{general}</p> : <FormattedMessage id="form.invalid" tagName="p" />}
    </div>
  );
}
