/**
 * Reads a form body within its limit: JSON or URL-encoded fields (an HTML form) up to 1 MB, or
 * multipart (a CV upload) up to the upload limit, where files become the contract's base64
 * uploads. Over a limit is a 413 before the rest of the body is read (and the connection closed
 * in stages, src/server/unread-body.ts); a `__proto__`,
 * `constructor` or `prototype` key anywhere is a 400 before any validation.
 */
import type { Request } from 'express';
import { Readable } from 'node:stream';
import { findHostileKey, hostileKeyMessage } from '../../shared/kernel/validation/hostile-keys.ts';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly errors: Readonly<Record<string, string>>,
  ) {
    super(`body refused with ${status}`);
  }
}

export interface BodyLimits {
  readonly jsonBytes: number;
  readonly uploadBytes: number;
}

async function readLimited(req: Request, limit: number, onTooLarge: () => BodyError): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw onTooLarge();
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

/** The body, refused whole if any of its keys could reach a prototype. */
export async function readFormBody(req: Request, limits: BodyLimits): Promise<unknown> {
  const body = await parseFormBody(req, limits);
  const hostileKey = findHostileKey(body);
  if (hostileKey !== undefined) throw new BodyError(400, { body: hostileKeyMessage(hostileKey) });
  return body;
}

async function parseFormBody(req: Request, limits: BodyLimits): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const raw = await readLimited(req, limits.jsonBytes, () => new BodyError(413, { body: 'The request body is too large.' }));
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError(400, { body: 'The request body is not valid JSON.' });
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const raw = await readLimited(req, limits.jsonBytes, () => new BodyError(413, { body: 'The request body is too large.' }));
    const fields: Record<string, unknown> = Object.create(null);
    for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) appendField(fields, name, value);
    return fields;
  }
  if (type.startsWith('multipart/form-data')) {
    // Multipart overhead (boundaries, part headers) is small next to the file itself.
    const raw = await readLimited(req, limits.uploadBytes + 64 * 1024, () => new BodyError(413, { cv: 'File too heavy' }));
    return multipartToJson(raw, req.headers['content-type']!, limits.uploadBytes);
  }
  throw new BodyError(415, { body: 'Send the form as application/json, application/x-www-form-urlencoded or multipart/form-data.' });
}

async function multipartToJson(raw: Buffer, contentType: string, uploadBytes: number): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(Readable.toWeb(Readable.from([raw])) as ReadableStream, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BodyError(400, { body: 'The form data could not be read.' });
  }
  const body: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form) {
    if (typeof value !== 'string' && value.size > uploadBytes) throw new BodyError(413, { [name]: 'File too heavy' });
    if (typeof value !== 'string' && value.size === 0) continue;
    const field =
      typeof value === 'string'
        ? value
        : { filename: value.name, content_type: value.type, content_base64: Buffer.from(await value.arrayBuffer()).toString('base64') };
    appendField(body, name, field);
  }
  return body;
}

/**
 * A name sent twice is a list, as a form's checkboxes send it: the validators refuse a list
 * where one value goes, instead of one of the two being dropped unseen.
 */
function appendField(fields: Record<string, unknown>, name: string, value: unknown): void {
  const previous = fields[name];
  fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
}
