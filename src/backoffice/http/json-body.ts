import type { IncomingMessage } from 'node:http';
import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import { bodyFaultAnswer, findBodyFault } from '../../shared/kernel/validation/body-shape.ts';
import { fillIn } from '../../shared/kernel/validation/messages.ts';
import { HttpError } from './http-error.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON body up to `limit` bytes: 413 beyond it, 415 for another type, 400 for bad JSON;
 * then the parsed body's shape (body-shape.ts): 400 for a key that could reach a prototype
 * (`__proto__`, `constructor`, `prototype`) or nesting deeper than any body, 413 for more keys
 * and list items than any body holds.
 */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, { message: 'Request body too large' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, { message: 'Request body too large' });
    chunks.push(chunk);
  }
  if (size === 0) return {};
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, { message: 'Send the body as application/json' });
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, { message: 'The body is not valid JSON' });
  }
  const fault = findBodyFault(body);
  if (fault !== undefined) {
    const { status, message, values } = bodyFaultAnswer(fault);
    throw new HttpError(status, { message: fillIn(englishValidationTexts, message, values) });
  }
  return body;
}
