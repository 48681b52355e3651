/** Runs `action` once calls have stopped for `delayMs`; `cancel` drops a pending run. */
export function debounce<Args extends unknown[]>(action: (...args: Args) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => action(...args), delayMs);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
