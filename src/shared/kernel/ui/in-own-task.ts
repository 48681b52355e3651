/**
 * Runs `work` in a task of its own, after the current one; returns what cancels it (an effect's
 * cleanup). For effects that change shared state once mounted (the device class, the consent
 * read, the search box's route): React runs all of a commit's effects in one task, and what they
 * change in effector stores renders again at once, synchronously, in that same task. After
 * hydration that one task held every such change (21–33 ms on Lighthouse's machine, about four
 * times that on its phone); each now has a task of its own.
 */
export function inOwnTask(work: () => void): () => void {
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/** Resolves in a task of its own, after the current one: what awaits it lets the browser paint and handle input first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
