import { request } from 'node:http';

export interface TimedChunk {
  readonly at: number;
  readonly text: string;
}

export interface TimedResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** Milliseconds from the request to the response head. */
  readonly headAt: number;
  readonly chunks: TimedChunk[];
  readonly body: string;
}

/** GETs a URL and records when each chunk of the body arrived (no decompression, no buffering). */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<TimedResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const headAt = performance.now() - started;
      const chunks: TimedChunk[] = [];
      res.setEncoding('utf8');
      res.on('data', (text: string) => chunks.push({ at: performance.now() - started, text }));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, headAt, chunks, body: chunks.map((chunk) => chunk.text).join('') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
