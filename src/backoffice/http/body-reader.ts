import { invalid } from './http-error.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International numbers: the site's gateway applies the stricter national rules before. */
const PHONE = /^\+?[0-9 .()-]{6,20}$/;

/**
 * Validates a JSON body field by field, collecting one message per field, then answers 422
 * `{ "errors": { field: message } }` with the spec's messages (§5).
 */
export class BodyReader {
  readonly #body: Record<string, unknown>;
  readonly #errors: Record<string, string> = Object.create(null);

  constructor(body: unknown) {
    this.#body = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }

  #fail(field: string, message: string): undefined {
    this.#errors[field] ??= message;
    return undefined;
  }

  /** A failed required field reads as a placeholder: done() throws before anyone uses it. */
  #failRequired<T>(field: string, message: string, placeholder: T): T {
    this.#fail(field, message);
    return placeholder;
  }

  string(field: string, options: { required: true; max?: number }): string;
  string(field: string, options?: { required?: false; max?: number }): string | undefined;
  string(field: string, options: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.#body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return options.required ? this.#failRequired(field, `Please fill in the ${field} field.`, '') : undefined;
    }
    if (typeof value !== 'string') return this.#fail(field, `The ${field} field must be text.`);
    if (value.length > (options.max ?? 2000)) return this.#fail(field, `The ${field} field is too long.`);
    return value.trim();
  }

  email(field = 'email'): string {
    const value = this.#body[field];
    if (typeof value !== 'string' || !EMAIL.test(value.trim()) || value.length > 254) {
      return this.#failRequired(field, 'Please enter your E-Mail address.', '');
    }
    return value.trim().toLowerCase();
  }

  phone(field: string, options: { required: boolean }): string | undefined {
    const value = this.#body[field];
    if (value === undefined || value === null || value === '') {
      return options.required ? this.#fail(field, 'Please enter your phone number.') : undefined;
    }
    if (typeof value !== 'string' || !PHONE.test(value.trim())) return this.#fail(field, 'Please enter your phone number.');
    return value.trim();
  }

  int(field: string, options: { required: true; min?: number }): number;
  int(field: string, options?: { required?: false; min?: number }): number | undefined;
  int(field: string, options: { required?: boolean; min?: number } = {}): number | undefined {
    const value = this.#body[field];
    if (value === undefined || value === null || value === '') {
      return options.required ? this.#failRequired(field, `Please fill in the ${field} field.`, 0) : undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.#fail(field, `The ${field} field must be a whole number.`);
    if (value < (options.min ?? 1)) return this.#fail(field, `The ${field} must have a value of ${options.min ?? 1} or greater.`);
    return value;
  }

  accepted(field: string): boolean {
    if (this.#body[field] !== true) this.#fail(field, `Please fill in the ${field} field.`);
    return true;
  }

  /** The raw value, for nested structures the caller checks itself. */
  raw(field: string): unknown {
    return this.#body[field];
  }

  error(field: string, message: string): void {
    this.#fail(field, message);
  }

  /** Throws the 422 if any field failed. */
  done(): void {
    if (Object.keys(this.#errors).length > 0) throw invalid({ ...this.#errors });
  }
}
