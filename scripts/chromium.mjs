/**
 * Debian's Chromium, as every tool of the project runs it (tests, screenshots, benchmarks,
 * Lighthouse): its path, and the flags that keep it off the network (this machine has none
 * beyond loopback) and out of its own background work, which would land in traces and timings.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
