import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';

/** A width as written in `?w=`: digits only, no sign, no leading zero. */
const WIDTH = /^[1-9]\d{0,4}$/;

/**
 * Serves /media/* from the media library (generated on first request, then read from
 * DATA_DIR/media); a picture at one of its declared widths with `?w=<width>`.
 */
export function createMediaHandler(services: Services) {
  return async function handleMedia(request: IncomingMessage, response: ServerResponse, path: string, search: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, { message: 'Method not allowed' });
    const asked = new URLSearchParams(search).get('w');
    if (asked !== null && !WIDTH.test(asked)) throw new HttpError(404, { message: 'Media not found: w must be one of the picture’s widths' });
    const file = await services.media.read(path, asked === null ? null : Number(asked));
    if (file === null) throw new HttpError(404, { message: asked === null ? 'Media not found' : `Media not found at width ${asked}` });
    response.statusCode = 200;
    response.setHeader('content-type', file.contentType);
    response.setHeader('content-length', file.content.length);
    // URLs are not versioned: a picture redrawn under the same URL reaches browsers within a day.
    response.setHeader('cache-control', 'public, max-age=86400');
    response.end(request.method === 'HEAD' ? undefined : file.content);
  };
}
