/**
 * What the back office's domain refuses, in its own words. The HTTP layer (server.ts) answers each
 * kind with its status, so that the catalogue, commerce, content and forms never import it.
 */
const STATUS_OF = { 'not-found': 404, invalid: 422, 'not-in-plan': 400 } as const;

export type RefusalKind = keyof typeof STATUS_OF;

export class Refusal extends Error {
  readonly kind: RefusalKind;
  /** The answer's `errors`: a message, or the refused fields with theirs. */
  readonly errors: Readonly<Record<string, unknown>>;

  constructor(kind: RefusalKind, errors: Readonly<Record<string, unknown>>) {
    super(`Refused (${kind})`);
    this.kind = kind;
    this.errors = errors;
  }

  get status(): number {
    return STATUS_OF[this.kind];
  }
}

export function notFound(what: string): Refusal {
  return new Refusal('not-found', { message: `${what} not found` });
}

/** Fields refused, each with its message. */
export function invalid(errors: Readonly<Record<string, string>>): Refusal {
  return new Refusal('invalid', errors);
}
