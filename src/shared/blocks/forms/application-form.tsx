/**
 * The job application (`POST /application`): for an offer (`jobId`) or unsolicited. The CV
 * travels as a multipart file; its size is checked before anything is sent.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Civility } from '../../kernel/api/entities/content.ts';
import { CV_FILE_TYPES, MAX_CV_BYTES, type FormErrors } from '../../kernel/validation/form-schemas.ts';
import { validateFileSize } from '../../kernel/validation/validators.ts';
import { applicationPageForm, jobApplicationPageForm } from './application-page-form.ts';
import { ContractForm } from './contract-form.tsx';
import { FileField, TextAreaField, TextField } from './fields.tsx';
import { PersonFields } from './person-fields.tsx';
import { useConfirmation } from './use-confirmation.ts';

export interface ApplicationFormProps {
  readonly civilities: readonly Civility[];
  readonly jobId?: number;
}

const CV_ACCEPT = ['.pdf', '.doc', '.docx', ...CV_FILE_TYPES.keys()].join(',');

export function ApplicationForm({ civilities, jobId }: ApplicationFormProps) {
  const intl = useIntl();
  const form = jobId === undefined ? applicationPageForm : jobApplicationPageForm;
  const confirm = useConfirmation(form);
  return (
    <ContractForm
      form={form}
      className="application-form"
      fixedValues={jobId === undefined ? undefined : { job_id: String(jobId) }}
      checkFiles={(files, texts): FormErrors => {
        const tooHeavy = files.cv ? validateFileSize(files.cv.size, MAX_CV_BYTES, texts) : undefined;
        return tooHeavy === undefined ? {} : { cv: tooHeavy };
      }}
      onSuccess={confirm}
      submitLabel={<FormattedMessage id="careers.apply.send" />}
    >
      <PersonFields civilities={civilities} phoneRequired />
      <fieldset className="form__group">
        <legend>{intl.formatMessage({ id: 'careers.apply.legend' })}</legend>
        <TextField name="function" label={intl.formatMessage({ id: 'forms.function' })} autoComplete="organization-title" />
        <TextAreaField name="message" label={intl.formatMessage({ id: 'careers.apply.message' })} required />
        <FileField
          name="cv"
          accept={CV_ACCEPT}
          label={intl.formatMessage({ id: 'careers.apply.cv' })}
          hint={intl.formatMessage({ id: 'careers.apply.cv.hint' }, { megabytes: MAX_CV_BYTES / (1024 * 1024) })}
        />
      </fieldset>
    </ContractForm>
  );
}
