import type { BodyOf } from '../../shared/kernel/api/contract.ts';
import { formSchemaOf, isFormEndpoint, readSchemaBody, type FormEndpoint, type FormErrors, type PublicationEndpoint } from '../../shared/kernel/validation/form-schemas.ts';
import { publicationSchemas } from '../../shared/kernel/validation/publication-schemas.ts';
import type { ObjectSchema } from '../../shared/kernel/validation/schema.ts';
import type { ReferenceLists } from '../../shared/kernel/validation/schema.ts';
import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import { checkUploadContents } from '../../shared/kernel/validation/upload-contents.ts';
import { invalid } from '../refusal.ts';

/**
 * A request body read against the shared schema (src/shared/kernel/validation), to which a handler
 * adds the checks only the back office can make (a record exists, a session is open); then
 * one 422 `{ "errors": { field: message } }` carries every message at once.
 */
export class BodyReader<E extends FormEndpoint | PublicationEndpoint> {
  readonly #endpoint: E;
  readonly #value: Partial<BodyOf<E>>;
  readonly #errors: FormErrors;

  /** `lists`: the site's own lists, for the bodies that name an entry of one (a civility). */
  constructor(endpoint: E, body: unknown, lists?: ReferenceLists) {
    this.#endpoint = endpoint;
    const schema = (isFormEndpoint(endpoint) ? formSchemaOf(endpoint) : publicationSchemas[endpoint as PublicationEndpoint]) as unknown as ObjectSchema<BodyOf<E>>;
    const reading = readSchemaBody(schema, body, englishValidationTexts, lists);
    this.#value = reading.value;
    this.#errors = reading.errors;
  }

  /** The field's value when it was sent and valid; undefined otherwise. */
  get<K extends keyof BodyOf<E>>(field: K): BodyOf<E>[K] | undefined {
    return this.#value[field];
  }

  /** Adds a message unless the field already failed. */
  error(field: string, message: string): void {
    this.#errors[field] ??= message;
  }

  /** Adds a message for each upload whose bytes are not what its label says, as the site's gateway does. */
  async checkUploadContents(): Promise<void> {
    if (!isFormEndpoint(this.#endpoint)) return;
    const disguised = await checkUploadContents(this.#endpoint, this.#value, englishValidationTexts);
    for (const [field, message] of Object.entries(disguised)) this.error(field, message);
  }

  /** The valid body, or the 422 with every message. */
  done(): BodyOf<E> {
    if (Object.keys(this.#errors).length > 0) throw invalid({ ...this.#errors });
    return this.#value as BodyOf<E>;
  }
}
