import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';
import { MediaPoolRefusal } from './media-pool.ts';

/** A width as written in `?w=`: digits only, no sign, no leading zero. */
const WIDTH = /^[1-9]\d{0,4}$/;
/** Seconds a client refused for a full media queue waits before asking again: about what the pool needs to render a few files. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Serves /media/* from the media library (generated on first GET, then read from
 * DATA_DIR/media); a picture at one of its declared widths with `?w=<width>`. A HEAD never renders. A file to render
 * while the media pool's queue is full is a 503 with Retry-After, answered at once.
 */
export function createMediaHandler(services: Services) {
  return async function handleMedia(request: IncomingMessage, response: ServerResponse, path: string, search: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, { message: 'Method not allowed' });
    const asked = new URLSearchParams(search).get('w');
    if (asked !== null && !WIDTH.test(asked)) throw new HttpError(404, { message: 'Media not found: w must be one of the picture’s widths' });
    const width = asked === null ? null : Number(asked);
    const notFound = () => new HttpError(404, { message: asked === null ? 'Media not found' : `Media not found at width ${asked}` });
    // URLs are not versioned: a picture redrawn under the same URL reaches browsers within a day.
    const cacheControl = 'public, max-age=86400';
    if (request.method === 'HEAD') {
      // RFC 9110 §9.3.2 lets a HEAD omit what only generating the content tells: a file not
      // rendered yet is announced without its length rather than rendered for a HEAD.
      const head = await services.media.head(path, width);
      if (head === null) throw notFound();
      response.writeHead(200, { 'content-type': head.contentType, ...(head.size === null ? {} : { 'content-length': head.size }), 'cache-control': cacheControl });
      response.end();
      return;
    }
    const file = await services.media.read(path, width).catch((error: unknown) => {
      if (!(error instanceof MediaPoolRefusal)) throw error;
      throw new HttpError(503, { message: 'Too many media files are being rendered: try again shortly' }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    });
    if (file === null) throw notFound();
    response.writeHead(200, { 'content-type': file.contentType, 'content-length': file.content.length, 'cache-control': cacheControl });
    response.end(file.content);
  };
}
