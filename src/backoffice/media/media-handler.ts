import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';

/** Serves /media/* from the media library (generated on first request, then read from DATA_DIR/media). */
export function createMediaHandler(services: Services) {
  return async function handleMedia(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, { message: 'Method not allowed' });
    const file = services.media.read(path);
    if (file === null) throw new HttpError(404, { message: 'Media not found' });
    response.statusCode = 200;
    response.setHeader('content-type', file.contentType);
    response.setHeader('content-length', file.content.length);
    response.setHeader('cache-control', 'public, max-age=86400');
    response.end(request.method === 'HEAD' ? undefined : file.content);
  };
}
