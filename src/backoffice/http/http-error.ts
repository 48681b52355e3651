/** An answer other than success: serialised as `{ "errors": ... }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, unknown>;
  /** Headers the answer carries besides its body's (Retry-After on a 503). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, errors: Record<string, unknown>, headers: Readonly<Record<string, string>> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, { [field]: message });
}
