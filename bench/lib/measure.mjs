// One autocannon run against a server child process, with the server's own CPU time, and the
// summary of several runs: shared by every benchmark in bench/.
import autocannon from 'autocannon';
import './autocannon-bytes-only.mjs';
import './autocannon-honours-connection-close.mjs';

/** Drives `server` at `path` for `seconds`; `expectStatus` (when given) counts other answers as errors. */
export async function run(server, { path, expectStatus, headers }, seconds, connections) {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: server.url + path, connections, duration: seconds, pipelining: 1, headers });
  const cpu = server.cpuSeconds() - cpuBefore;
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => expectStatus !== undefined && Number(status) !== expectStatus)
    .reduce((sum, [, { count }]) => sum + count, 0);
  if (result.errors + result.timeouts + unexpected > 0) {
    console.warn(`  warning: ${server.name} ${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${unexpected} unexpected statuses`);
  }
  return { requests: result.requests.total, reqPerSec: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

/** Throughput and latency: the median run, robust to one disturbed run. CPU: the total over all runs. */
export function summarise(runs, connections) {
  const requests = runs.reduce((sum, one) => sum + one.requests, 0);
  const cpu = runs.reduce((sum, one) => sum + one.cpu, 0);
  const median = (key) => {
    const sorted = runs.map((one) => one[key]).sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const reqPerSec = median('reqPerSec');
  // autocannon's percentiles are whole milliseconds, too coarse for sub-millisecond answers:
  // Little's law gives the mean time a request spends in flight from the closed-loop load.
  return { reqPerSec, p50: median('p50'), p99: median('p99'), meanMicros: (connections / reqPerSec) * 1e6, cpuMicros: (cpu / requests) * 1e6 };
}
