// autocannon 9 keeps each response body as a string (`body += chunk` in
// lib/pipelinedRequestsQueue.js) for its `expectBody`, `verifyBody` and `onResponse` options.
// On a 13 KB brotli page that UTF-8 decoding of binary bytes takes two thirds of the load
// generator's CPU (profiled 2026-11-25): the benchmark then measures autocannon, not the
// server. The benches in bench/ use none of those options, so bodies are counted in bytes (as
// autocannon counts them anyway, from the socket) and dropped. Decision 124.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const queueModule = 'autocannon/lib/pipelinedRequestsQueue.js';
const Queue = require(queueModule);

if (typeof Queue?.prototype?.addBody !== 'function') {
  throw new Error(`${queueModule} no longer has addBody: check how this autocannon version keeps bodies before measuring pages`);
}
Queue.prototype.addBody = function dropBody() {};

