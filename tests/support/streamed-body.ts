/**
 * A GET read chunk by chunk as the server sends it (no buffering), for tests of what comes first;
 * asked compressed, each chunk is what the decompressor could make of the bytes so far.
 */
import { request } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

export interface StreamedResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body's pieces in the order they arrived. */
  readonly chunks: string[];
  readonly body: string;
}

export interface StreamedGetOptions {
  readonly headers?: Record<string, string>;
  /** Called when the response head arrives, before any of the body. */
  readonly onHead?: () => void;
  /** Called with each piece of the body as it arrives. */
  readonly onChunk?: (text: string) => void;
  /** Asks for the body compressed so, and reads it through the matching decompressor. */
  readonly compressed?: 'gzip' | 'br';
}

export function streamedGet(url: string, { headers = {}, onHead, onChunk, compressed }: StreamedGetOptions = {}): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers: compressed ? { ...headers, 'accept-encoding': compressed } : headers }, (res) => {
      onHead?.();
      const chunks: string[] = [];
      const encoding = res.headers['content-encoding'];
      if (compressed && encoding !== compressed) return reject(new Error(`asked for ${compressed}, got ${encoding ?? 'no content encoding'}`));
      const body = compressed === 'br' ? res.pipe(createBrotliDecompress()) : compressed === 'gzip' ? res.pipe(createGunzip()) : res;
      body.setEncoding('utf8');
      body.on('data', (text: string) => {
        chunks.push(text);
        onChunk?.(text);
      });
      body.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks, body: chunks.join('') }));
      body.on('error', reject);
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
