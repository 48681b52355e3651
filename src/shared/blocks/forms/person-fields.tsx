/** The identity fields most forms open with: civility, first and last name, e-mail, phone. */
import { useIntl } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import type { MessageId } from '../../kernel/i18n/en/index.ts';
import { SelectField, TextField } from './fields.tsx';

interface PersonFieldsProps {
  /** Omitted or empty: no civility field. */
  readonly civilities?: readonly Civility[];
  readonly phoneRequired: boolean;
}

export function PersonFields({ civilities, phoneRequired }: PersonFieldsProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <fieldset className="form__group">
      <legend>{label('forms.person.legend')}</legend>
      {civilities && civilities.length > 0 && (
        <SelectField
          name="civility"
          label={label('forms.civility')}
          placeholder={label('forms.choose')}
          options={civilities.map((civility) => ({ value: civility.code, label: civility.label }))}
        />
      )}
      <div className="form__row">
        <TextField name="firstname" label={label('forms.firstname')} required autoComplete="given-name" />
        <TextField name="lastname" label={label('forms.lastname')} required autoComplete="family-name" />
      </div>
      <div className="form__row">
        <TextField name="email" type="email" label={label('forms.email')} required autoComplete="email" />
        <TextField name="phone" type="tel" label={label('forms.phone')} required={phoneRequired} autoComplete="tel" hint={label('forms.phone.hint')} />
      </div>
    </fieldset>
  );
}
