import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';
import { genericDocument, technicalSheet } from './documents.ts';
import { drawPackshot, drawPicto, drawScene } from './drawings.ts';
import { referencedMedia } from './media-catalog.ts';
import { encodePng } from './png.ts';
import type { Raster } from './raster.ts';
import { encodeWebpLossless } from './webp.ts';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const PICTO_SIZE = 64;
const VISUAL = { width: 370, height: 300 };

/**
 * Serves /media/*: generated on first request from the data (packshots, scenes, pictos, PDFs),
 * then kept in DATA_DIR/media so later requests and restarts read the file.
 */
export function createMediaHandler(services: Services) {
  const known = referencedMedia(services.db);
  const root = join(services.dataDir, 'media');

  function image(raster: Raster, extension: string): Buffer {
    return extension === 'webp' ? encodeWebpLossless(raster) : encodePng(raster);
  }

  function generate(path: string): Buffer | null {
    const [kind, ...rest] = path.split('/');
    const file = rest.join('/');
    const extension = file.slice(file.lastIndexOf('.') + 1);
    const name = file.slice(0, file.lastIndexOf('.'));
    switch (kind) {
      case 'product': {
        const [slug, size] = name.split('/');
        const product = services.products.sheet(slug ?? '');
        if (product === undefined || (size !== '240' && size !== '480')) return null;
        return image(drawPackshot(Number(size), product.color, product.form), extension);
      }
      case 'visual':
        return image(drawScene(VISUAL.width, VISUAL.height, name), extension);
      case 'picto': {
        const raster = drawPicto(PICTO_SIZE, name);
        return raster === null ? null : image(raster, extension);
      }
      case 'sheet': {
        const product = services.products.sheet(name);
        return product === undefined ? null : technicalSheet(product);
      }
      case 'document':
      case 'worksheet':
        return genericDocument(kind === 'worksheet' ? 'Worksheet' : 'Document', name);
      default:
        return null;
    }
  }

  function load(path: string): Buffer | null {
    const file = join(root, path);
    try {
      return readFileSync(file);
    } catch {
      const content = generate(path);
      if (content === null) return null;
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, file);
      return content;
    }
  }

  return async function handleMedia(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, { message: 'Method not allowed' });
    const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)];
    const content = known.has(path) && type !== undefined ? load(path) : null;
    if (content === null) throw new HttpError(404, { message: 'Media not found' });
    response.statusCode = 200;
    response.setHeader('content-type', type!);
    response.setHeader('content-length', content.length);
    response.setHeader('cache-control', 'public, max-age=86400');
    response.end(request.method === 'HEAD' ? undefined : content);
  };
}
