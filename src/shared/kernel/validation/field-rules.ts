/**
 * The kinds of field a form body holds, built on the spec's validators. Rules name their
 * messages; the texts of the read's language word them.
 */
import { fillIn, invalidMessage, requiredMessage, tooLongMessage } from './messages.ts';
import { isMissing, isRecord, readObject, type FieldRule, type ObjectSchema, type ReadContext, type ReferenceLists, type Report, type UploadContents } from './schema.ts';
import type { FieldName, MessageName, ValidationTexts } from '../i18n/translation-types.ts';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, validateEmail, validateFileSize, validateMinValue, validatePhone, validateZipcode } from './validators.ts';

interface Presence {
  readonly label: FieldName;
  readonly required?: boolean;
  readonly nullable?: boolean;
  /** The message for a blank required value; "Please fill in the {field} field." by default. */
  readonly missing?: MessageName;
}

/** The rule type a presence yields: required and nullable rules always give their key a value. */
type RuleFor<V, P> = P extends { required: true } ? FieldRule<V, true> : P extends { nullable: true } ? FieldRule<V | null, true> : FieldRule<V, false>;

function missingMessage(presence: Presence): (texts: ValidationTexts) => string {
  return (texts) => (presence.missing ? texts[presence.missing] : requiredMessage(texts, presence.label));
}

function rule<V, P extends Presence>(presence: P, read: FieldRule<V>['read']): RuleFor<V, P> {
  const built: FieldRule<V> = {
    label: presence.label,
    required: presence.required === true,
    nullable: presence.nullable === true,
    missing: missingMessage(presence),
    read,
  };
  return built as unknown as RuleFor<V, P>;
}

interface TextOptions extends Presence {
  readonly max: number;
  /** Line breaks and tabs allowed (messages, addresses). */
  readonly multiline?: boolean;
  /** False for secrets: a password's spaces are part of it. */
  readonly trim?: boolean;
  readonly check?: (value: string, texts: ValidationTexts) => string | undefined;
  readonly normalize?: (value: string) => string;
}

const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text comes back as typed (trimmed): markup is only text here, escaped where it is shown. */
export function text<P extends TextOptions>(options: P): RuleFor<string, P> {
  const controls = options.multiline ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return rule(options, (raw, path, { report, texts }) => {
    if (typeof raw !== 'string') return void report(path, invalidMessage(texts, options.label));
    const value = options.trim === false ? raw : raw.trim();
    if (value.length > options.max) return void report(path, tooLongMessage(texts, options.label, options.max));
    if (controls.test(value)) return void report(path, invalidMessage(texts, options.label));
    const message = options.check?.(value, texts);
    if (message !== undefined) return void report(path, message);
    return options.normalize ? options.normalize(value) : value;
  });
}

type Presets = Omit<Presence, 'label'> & { readonly label?: FieldName };

export function email<P extends Presets>(options: P) {
  return text({ label: 'email', missing: 'email', ...options, max: MAX_EMAIL_LENGTH, check: validateEmail });
}

export function phone<P extends Presets>(options: P) {
  return text({ label: 'phone', ...options, max: MAX_PHONE_LENGTH, check: validatePhone });
}

export function zipcode<P extends Presets>(options: P) {
  return text({ label: 'zipcode', ...options, max: 20, check: validateZipcode });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date written YYYY-MM-DD. */
export function isoDate<P extends Presence>(options: P) {
  return text({ ...options, max: 10, check: (value: string, texts: ValidationTexts) => (isCalendarDate(value) ? undefined : texts.date) });
}

interface IntegerOptions extends Presence {
  /** 1 by default: ids, quantities and surfaces start at 1 (spec's min_value). */
  readonly min?: number;
  readonly max?: number;
}

/** A JSON number that is a whole number; numeric strings are refused like any other wrong type. */
/** Form posts (multipart, urlencoded) carry every value as text: a whole number may come as digits. */
function fromFormText(raw: unknown): unknown {
  return typeof raw === 'string' && /^[0-9]{1,15}$/.test(raw) ? Number(raw) : raw;
}

export function integer<P extends IntegerOptions>(options: P): RuleFor<number, P> {
  return rule(options, (value, path, { report, texts }) => {
    const raw = fromFormText(value);
    if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw > (options.max ?? Number.MAX_SAFE_INTEGER)) {
      return void report(path, invalidMessage(texts, options.label));
    }
    const message = validateMinValue(raw, options.label, options.min ?? 1, texts);
    if (message !== undefined) return void report(path, message);
    return raw;
  });
}

interface DecimalOptions extends Presence {
  readonly min: number;
  readonly max: number;
  /** Digits allowed after the point: 2 for a price. */
  readonly decimals: number;
}

/** A JSON number (or its digits, from a form post or a CSV cell) from min to max, with at most `decimals` digits after the point. */
export function decimal<P extends DecimalOptions>(options: P): RuleFor<number, P> {
  const written = new RegExp(`^[0-9]{1,12}(?:\\.[0-9]{1,${options.decimals}})?$`);
  return rule(options, (value, path, { report, texts }) => {
    const raw = typeof value === 'string' && written.test(value) ? Number(value) : value;
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw > options.max || !written.test(String(raw))) return void report(path, invalidMessage(texts, options.label));
    const message = validateMinValue(raw, options.label, options.min, texts);
    if (message !== undefined) return void report(path, message);
    return raw;
  });
}

/** A box that must be ticked: only `true` passes. */
export function accepted(options: { readonly label: FieldName; readonly missing?: MessageName }): FieldRule<boolean, true> {
  const presence = { ...options, required: true as const };
  const missing = missingMessage(presence);
  // A ticked HTML checkbox posts "on" (or the value it was given): form posts are text.
  return rule(presence, (raw, path, { report, texts }) => (raw === true || raw === 'on' || raw === 'true' ? true : void report(path, missing(texts))));
}

interface ChoiceOptions extends Presence {
  /** The message for a value outside the list; the `missing` one by default. */
  readonly invalid?: MessageName;
}

export function oneOf<const V extends string, P extends ChoiceOptions>(values: readonly V[], options: P): RuleFor<V, P> {
  const invalid = options.invalid ?? options.missing;
  return rule(options, (raw, path, { report, texts }) =>
    values.includes(raw as V) ? (raw as V) : void report(path, invalid ? texts[invalid] : invalidMessage(texts, options.label)),
  );
}

/**
 * A value of stored state (persisted in the browser) kept exactly as it was saved, when `accepts`
 * it: nothing is trimmed or converted, as nothing was typed.
 */
export function stored<V, P extends Presence>(accepts: (raw: unknown) => raw is V, options: P): RuleFor<V, P> {
  return rule(options, (raw, path, { report, texts }) => (accepts(raw) ? raw : void report(path, invalidMessage(texts, options.label))));
}

interface ListedOptions extends Presence {
  /** The message for a value that names no entry of the list. */
  readonly unlisted: MessageName;
}

const LISTED_CODE_LENGTH = 20;

/**
 * An entry of one of the back office's lists (a civility), named as `GET /{list}` gives it: its
 * id, a JSON number or digits (a form post's text), or its code. The code is what is kept; any
 * other value is refused. Without the lists (the browser), only the shape is checked.
 */
export function listed<P extends ListedOptions>(list: keyof ReferenceLists, options: P): RuleFor<string, P> {
  return rule(options, (raw, path, { report, texts, lists }) => {
    const key = typeof raw === 'string' ? raw.trim() : raw;
    const id = typeof key === 'number' ? key : fromFormText(key);
    if (lists === undefined) {
      if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
      if (typeof key === 'string' && key.length <= LISTED_CODE_LENGTH && !SINGLE_LINE_CONTROLS.test(key)) return key;
      return void report(path, texts[options.unlisted]);
    }
    const entry = lists[list].find((choice) => choice.code === key || choice.id === id);
    return entry === undefined ? void report(path, texts[options.unlisted]) : entry.code;
  });
}

/** A bound, with the message for a list longer than `max` (its `{max}` is filled in); stored lists have none. */
type ListOptions = Presence & ({ readonly max: number; readonly tooMany: MessageName } | { readonly max?: undefined });

/** A list whose length is checked before any element is read; elements are reported as `path.index`. */
export function list<V, P extends ListOptions>(item: FieldRule<V>, options: P): RuleFor<V[], P> {
  return rule(options, (raw, path, context) => {
    const { report, texts } = context;
    if (!Array.isArray(raw)) return void report(path, invalidMessage(texts, options.label));
    if (options.max !== undefined && raw.length > options.max) return void report(path, fillIn(texts, options.tooMany, { max: options.max }));
    const values: V[] = [];
    let failed = false;
    const reportItem: Report = (at, message) => {
      failed = true;
      report(at, message);
    };
    for (let index = 0; index < raw.length; index += 1) {
      const element: unknown = raw[index];
      const at = `${path}.${index}`;
      if (isMissing(element, context)) reportItem(at, item.missing(texts));
      else {
        const value = item.read(element, at, { ...context, report: reportItem });
        if (value !== undefined) values.push(value);
      }
    }
    return failed ? undefined : values;
  });
}

/** A nested object with its own fields, reported as `path.field`. */
export function object<T, P extends Presence>(schema: ObjectSchema<T>, options: P): RuleFor<T, P> {
  return rule(options, (raw, path, { report, texts, lists, stored }) => {
    if (!isRecord(raw)) return void report(path, invalidMessage(texts, options.label));
    let failed = false;
    const context: ReadContext = {
      report: (at, message) => {
        failed = true;
        report(at, message);
      },
      texts,
      lists,
      stored,
    };
    const value = readObject(schema, raw, path, context);
    return failed ? undefined : (value as T);
  });
}

/**
 * One of several nested objects told apart by the text of their `key` (a block's `type`), each
 * read by its own schema, reported as `path.field`; another `key` is reported at `path.key`.
 */
export function variant<V, P extends Presence>(key: string, schemas: ReadonlyMap<string, ObjectSchema<unknown>>, options: P): RuleFor<V, P> {
  return rule(options, (raw, path, context) => {
    if (!isRecord(raw)) return void context.report(path, invalidMessage(context.texts, options.label));
    const tag = Object.getOwnPropertyDescriptor(raw, key)?.value;
    const schema = typeof tag === 'string' ? schemas.get(tag) : undefined;
    if (schema === undefined) return void context.report(`${path}.${key}`, invalidMessage(context.texts, options.label));
    return object(schema, options).read(raw, path, context) as V | undefined;
  });
}

export interface Upload {
  filename: string;
  content_type: string;
  content_base64: string;
}

interface UploadOptions extends Presence, UploadContents {
  readonly maxBytes: number;
  /** The message for a file labelled with another type. */
  readonly wrongType: MessageName;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_FILENAME_LENGTH = 255;

/** Bytes a base64 text decodes to, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** A file sent as base64 in JSON; every problem is reported on the field itself. */
export function upload<P extends UploadOptions>(options: P): RuleFor<Upload, P> & { readonly contents: UploadContents } {
  const contents: UploadContents = { fileTypes: options.fileTypes, wrongContents: options.wrongContents };
  const read = rule(options, (raw, path, { report, texts }) => {
    if (!isRecord(raw)) return void report(path, texts[options.wrongType]);
    const filename = Object.getOwnPropertyDescriptor(raw, 'filename')?.value;
    const contentType = Object.getOwnPropertyDescriptor(raw, 'content_type')?.value;
    const content = Object.getOwnPropertyDescriptor(raw, 'content_base64')?.value;
    if (typeof filename !== 'string' || filename.trim() === '' || filename.length > MAX_FILENAME_LENGTH || SINGLE_LINE_CONTROLS.test(filename)) {
      return void report(path, invalidMessage(texts, options.label));
    }
    if (typeof contentType !== 'string' || !options.fileTypes.has(contentType)) return void report(path, texts[options.wrongType]);
    if (typeof content !== 'string' || content.length % 4 !== 0) return void report(path, invalidMessage(texts, options.label));
    const tooHeavy = validateFileSize(base64DecodedSize(content), options.maxBytes, texts);
    if (tooHeavy !== undefined) return void report(path, tooHeavy);
    if (!BASE64.test(content)) return void report(path, invalidMessage(texts, options.label));
    return { filename: filename.trim(), content_type: contentType, content_base64: content };
  });
  return Object.assign(read, { contents });
}
