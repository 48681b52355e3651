/**
 * The schema engine: reads an untrusted value field by field against rules declared per key.
 * It reads only the keys the schema names, as own data properties (never through a prototype,
 * never running a getter), and builds results on null-prototype objects: unknown keys, including
 * `__proto__` and `constructor`, are dropped without touching anything.
 */
import type { FieldName, MessageName, ValidationTexts } from '../i18n/translation-types.ts';
import { isBlank } from './validators.ts';

/** Records a failure at a path such as `email` or `participants.1.lastname`. */
export type Report = (path: string, message: string) => void;

/** An entry of a list the back office serves (civilities): a body may name it by id or by code. */
export interface ListedChoice {
  readonly id: number;
  readonly code: string;
}

/** The back office's lists a body's choices must belong to. */
export interface ReferenceLists {
  readonly civilities: readonly ListedChoice[];
}

/** What a read needs besides the value: where to report, the language to report in, and the lists choices come from. */
export interface ReadContext {
  readonly report: Report;
  readonly texts: ValidationTexts;
  /**
   * Undefined only in the browser, whose forms offer nothing but the lists' entries: a choice's
   * shape is checked there, its membership by the site's server and the back office.
   */
  readonly lists?: ReferenceLists | undefined;
  /**
   * Stored data (the browser's persisted state), not a form: nothing is blank, so `''`, `[]` and
   * `false` are values, and only an absent key or null is missing.
   */
  readonly stored?: boolean;
}

/** Whether a value is missing: a form's blank (absent, empty, unticked), or stored data's absent or null. */
export function isMissing(raw: unknown, context: ReadContext): boolean {
  return context.stored ? raw === undefined || raw === null : isBlank(raw) && raw !== false;
}

/**
 * What an upload's bytes must be, which only the server can read (upload-contents.ts, before
 * anything is forwarded or stored): the browser checks the type a file is labelled with.
 */
export interface UploadContents {
  /** Each type a file may be labelled with, and the type file-type reads in the bytes of such a file. */
  readonly fileTypes: ReadonlyMap<string, string>;
  /** The message for bytes that are not what the label says. */
  readonly wrongContents: MessageName;
}

export interface FieldRule<V, Always extends boolean = boolean> {
  readonly label: FieldName;
  /** A blank value is refused with `missing`. */
  readonly required: boolean;
  /** A blank value reads as null (and a missing one too, unless the schema is partial). */
  readonly nullable: boolean;
  missing(texts: ValidationTexts): string;
  /** Phantom: whether a full read always yields the key (required or nullable). */
  readonly always?: Always;
  /** Reads a value that is not blank; reports and answers undefined when it is wrong. */
  read(raw: unknown, path: string, context: ReadContext): V | undefined;
  /** An upload's: what its bytes must be, checked by the server apart (upload-contents.ts). */
  readonly contents?: UploadContents;
}

/** A key is optional when making it optional changes nothing. */
type OptionalKeys<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? K : never }[keyof T];

/**
 * One rule per key of the body type, no more, no fewer; a key the type requires needs a rule
 * that always yields it. The compiler thus checks every schema against the contract.
 */
export type Fields<T> = {
  readonly [K in keyof T]-?: K extends OptionalKeys<T> ? FieldRule<Exclude<T[K], undefined>> : FieldRule<Exclude<T[K], undefined>, true>;
};

export interface ObjectSchema<T> {
  readonly fields: Fields<T>;
  /** Partial updates: an absent key stays absent even when its rule is required. */
  readonly partial?: boolean;
  /** Checks across fields; it sees only the fields that were read successfully, and reports at paths within the object. */
  readonly check?: (value: Partial<T>, context: ReadContext) => void;
}

export function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key's own data value; accessors and inherited keys read as absent. */
function ownValue(record: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(record, key);
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
}

function childPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** Reads every field of `schema` from `record`; failed fields are reported and left out. */
export function readObject<T>(schema: ObjectSchema<T>, record: object, path: string, context: ReadContext): Partial<T> {
  const value: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(schema.fields)) {
    const rule = (schema.fields as Record<string, FieldRule<unknown>>)[key]!;
    const raw = ownValue(record, key);
    const at = childPath(path, key);
    if (raw === undefined && schema.partial) continue;
    if (isMissing(raw, context)) {
      if (rule.required) context.report(at, rule.missing(context.texts));
      else if (rule.nullable) value[key] = null;
      continue;
    }
    const read = rule.read(raw, at, context);
    if (read !== undefined) value[key] = read;
  }
  schema.check?.(value as Partial<T>, { ...context, report: (at, message) => context.report(childPath(path, at), message) });
  return value as Partial<T>;
}

/**
 * The texts of refusals nobody reads (stored data's): every message and field name is empty, so
 * reading saved state needs no language's texts in the browser's first load.
 */
const unreadTexts: ValidationTexts = new Proxy({} as ValidationTexts, { get: (_texts, name) => (name === 'fields' ? unreadTexts : '') });

/**
 * Reads stored data (persisted client state) with the same rules as a form: the value when all
 * of it reads, else undefined.
 */
export function decodeStored<T>(rule: FieldRule<T>, raw: unknown): T | undefined {
  let failed = false;
  const context: ReadContext = { report: () => void (failed = true), texts: unreadTexts, stored: true };
  if (isMissing(raw, context)) return raw === null && rule.nullable ? (null as T) : undefined;
  const value = rule.read(raw, '', context);
  return failed ? undefined : value;
}
