/** A GET read chunk by chunk as the server sends it (no decompression, no buffering), for tests of what comes first. */
import { request } from 'node:http';

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
}

export function streamedGet(url: string, { headers = {}, onHead, onChunk }: StreamedGetOptions = {}): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      onHead?.();
      const chunks: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        chunks.push(text);
        onChunk?.(text);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks, body: chunks.join('') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
