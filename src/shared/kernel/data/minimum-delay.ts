/**
 * The fetch minimum delay (spec §9): a fetch that drives a loading indicator settles no sooner
 * than 200 ms after it started, so a quick answer never makes the indicator flash on and off.
 * A slower answer is not delayed further; a failure waits the same before it is reported.
 */
export const FETCH_MINIMUM_DELAY_MS = 200;

export async function withMinimumDelay<T>(work: Promise<T>, minimumMs = FETCH_MINIMUM_DELAY_MS): Promise<T> {
  const floor = new Promise<void>((resolve) => setTimeout(resolve, minimumMs));
  try {
    return await work;
  } finally {
    await floor;
  }
}
