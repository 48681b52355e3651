/**
 * Reads a form body within its bounds, in time linear in its size: JSON up to 1 MB, then checked
 * for its shape (body-shape.ts: prototype keys, depth, keys and list items); URL-encoded fields
 * (an HTML form) up to 1 MB, or multipart (a CV upload) up to the upload limit, both streamed
 * through busboy, where files become the contract's base64 uploads. Each bound answers at once
 * with a message naming it — 413 for more than a form sends, 400 for what no form is — and the
 * rest of the body is discarded as it comes (the connection then closes in stages,
 * src/server/unread-body.ts); a declared length over the limit is refused unread.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import type { MessageName, ValidationTexts } from '../../shared/kernel/i18n/translation-types.ts';
import { bodyFaultAnswer, findBodyFault } from '../../shared/kernel/validation/body-shape.ts';
import { fillIn } from '../../shared/kernel/validation/messages.ts';

/** A body refused as it was read: its message, on `field`, is given in the language of whoever reads the refusal. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly field: string,
    readonly reason: MessageName,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(`body refused with ${status}: ${reason}`);
  }

  errorsIn(texts: ValidationTexts): Record<string, string> {
    return { [this.field]: fillIn(texts, this.reason, this.values) };
  }
}

export interface BodyLimits {
  readonly jsonBytes: number;
  readonly uploadBytes: number;
}

/**
 * Fields (URL-encoded) and parts (multipart) of one form: the largest, a wishlist of 100
 * products, sends about 105; past this, a post is no form of the site.
 */
export const MAX_FORM_FIELDS = 250;
/** Bytes of one text field: the longest, a 5,000-character message, is at most 20 KB in UTF-8. */
export const MAX_FIELD_BYTES = 32 * 1024;
/** Bytes of a field's name: the longest a form sends (`participants.4.firstname`) has 24. */
export const MAX_FIELD_NAME_BYTES = 100;
/** Files of one form: the application's CV. */
export const MAX_FORM_FILES = 1;
/** Headers of one part: a browser sends two (Content-Disposition, Content-Type). */
const MAX_PART_HEADERS = 10;
/** Multipart overhead (boundaries, part headers) is small next to the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new BodyError(413, 'body', 'bodyTooLarge');

/** Whether the request says its body is longer than `limit`: then it is refused unread. */
function declaresMoreThan(req: Request, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

async function readLimited(req: Request, limit: number, onTooLarge: () => BodyError): Promise<Buffer> {
  if (declaresMoreThan(req, limit)) throw onTooLarge();
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > limit) {
      // Discard the rest as it comes, so the client is not stalled while the 413 goes out; the
      // connection then closes in stages (unread-body.ts).
      req.resume();
      throw onTooLarge();
    }
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** The body, refused whole if it is not a form's shape (a prototype key, too deep, too many entries). */
export async function readFormBody(req: Request, limits: BodyLimits): Promise<unknown> {
  const body = await parseFormBody(req, limits);
  const fault = findBodyFault(body);
  if (fault !== undefined) {
    const { status, message, values } = bodyFaultAnswer(fault);
    throw new BodyError(status, 'body', message, values);
  }
  return body;
}

async function parseFormBody(req: Request, limits: BodyLimits): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const raw = await readLimited(req, limits.jsonBytes, tooLarge);
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError(400, 'body', 'bodyNotJson');
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return streamFields(req, limits.jsonBytes, limits.uploadBytes, tooLarge);
  if (type.startsWith('multipart/form-data')) {
    return streamFields(req, limits.uploadBytes + MULTIPART_OVERHEAD_BYTES, limits.uploadBytes, () => new BodyError(413, 'cv', 'fileTooHeavy'));
  }
  throw new BodyError(415, 'body', 'bodyType');
}

/**
 * A form's fields as busboy streams them out of a URL-encoded or multipart body. A name sent
 * twice is a list, as a form's checkboxes send it (the validators refuse a list where one value
 * goes, instead of one of the two being dropped unseen); a repeat is pushed onto its list, so
 * each field costs the same however often its name comes.
 */
function streamFields(req: Request, bodyBytes: number, fileBytes: number, onTooLarge: () => BodyError): Promise<Record<string, unknown>> {
  if (declaresMoreThan(req, bodyBytes)) return Promise.reject(onTooLarge());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name in UTF-8, not in the Latin-1 busboy assumes by default.
        defParamCharset: 'utf8',
        limits: {
          fields: MAX_FORM_FIELDS,
          parts: MAX_FORM_FIELDS,
          files: MAX_FORM_FILES,
          fieldNameSize: MAX_FIELD_NAME_BYTES,
          fieldSize: MAX_FIELD_BYTES,
          fileSize: fileBytes,
          headerPairs: MAX_PART_HEADERS,
        },
      });
    } catch {
      // A multipart type without a boundary, or a type busboy does not read.
      reject(new BodyError(400, 'body', 'unreadableForm'));
      req.resume();
      return;
    }
    const fields: Record<string, unknown> = Object.create(null);
    const append = (name: string, value: unknown) => {
      const previous = fields[name];
      if (previous === undefined) fields[name] = value;
      else if (Array.isArray(previous)) previous.push(value);
      else fields[name] = [previous, value];
    };
    let settled = false;
    let parsed = false;
    let filesOpen = 0;
    const finish = () => {
      if (settled || !parsed || filesOpen > 0) return;
      settled = true;
      resolve(fields);
    };
    const refuse = (error: BodyError) => {
      if (settled) return;
      settled = true;
      // Nothing more is parsed: the rest of the body is discarded as it arrives.
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      req.resume();
      reject(error);
    };

    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > bodyBytes) refuse(onTooLarge());
    });
    req.on('error', () => refuse(new BodyError(400, 'body', 'unreadableForm')));

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return refuse(new BodyError(413, 'body', 'fieldNameTooLong', { max: MAX_FIELD_NAME_BYTES }));
      if (info.valueTruncated) return refuse(new BodyError(413, 'body', 'fieldTooLarge', { max: MAX_FIELD_BYTES }));
      append(name, value);
    });
    parser.on('file', (name, file, info) => {
      filesOpen += 1;
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => refuse(new BodyError(413, name, 'fileTooHeavy')));
      file.on('end', () => {
        filesOpen -= 1;
        if (settled) return;
        const content = Buffer.concat(chunks);
        // A file input left empty sends a part with no file name and no bytes: no file. A named file
        // with no bytes is kept, and its contents are refused like any other that is not its type.
        if (content.length > 0 || (info.filename ?? '') !== '') append(name, { filename: info.filename ?? '', content_type: info.mimeType, content_base64: content.toString('base64') });
        finish();
      });
    });
    parser.on('fieldsLimit', () => refuse(new BodyError(413, 'body', 'tooManyFields', { max: MAX_FORM_FIELDS })));
    parser.on('partsLimit', () => refuse(new BodyError(413, 'body', 'tooManyParts', { max: MAX_FORM_FIELDS })));
    parser.on('filesLimit', () => refuse(new BodyError(413, 'body', 'tooManyFiles', { max: MAX_FORM_FILES })));
    parser.on('error', () => refuse(new BodyError(400, 'body', 'unreadableForm')));
    parser.on('close', () => {
      parsed = true;
      finish();
    });
    req.pipe(parser);
  });
}
