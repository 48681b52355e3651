/**
 * An upload checked by its bytes, not by its label: a `cv.pdf` labelled `application/pdf` whose
 * bytes are a Windows program is refused. The schema checks the label (the browser checks it
 * too, before sending); this reads the bytes with file-type, which must show the type the label
 * maps to in the field's `fileTypes`. The site's gateway runs it before it forwards a form and
 * the back office before it stores one, so neither trusts the other's clients. Server-side only
 * (the browser has no bytes to check before it sends them).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { BodyOf } from '../api/contract.ts';
import type { ValidationTexts } from '../i18n/translation-types.ts';
import { uploadFieldsOf, type FormEndpoint, type FormErrors } from './form-schemas.ts';

/** One message per upload field whose bytes are not what its label says; the body has passed the schema. */
export async function checkUploadContents<E extends FormEndpoint>(endpoint: E, body: Partial<BodyOf<E>>, texts: ValidationTexts): Promise<FormErrors> {
  const errors: FormErrors = Object.create(null);
  for (const [field, contents] of uploadFieldsOf(endpoint)) {
    const upload = Object.getOwnPropertyDescriptor(body, field)?.value as { content_type: string; content_base64: string } | null | undefined;
    if (upload === undefined || upload === null) continue;
    const found = await fileTypeFromBuffer(Buffer.from(upload.content_base64, 'base64'));
    if (found === undefined || found.mime !== contents.fileTypes.get(upload.content_type)) errors[field] = texts[contents.wrongContents];
  }
  return errors;
}
