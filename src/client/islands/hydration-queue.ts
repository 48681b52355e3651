/**
 * The islands' turns to hydrate (island-runtime.tsx): one at a time, each in a task of its own.
 * The islands the visitor woke go first, strictly in the order woken, even when a later one's
 * module arrives first (two cards compared are compared in the order pressed: their held clicks
 * are given as each hydrates); the others go as their modules arrive.
 */
import { nextTask } from '../../shared/kernel/ui/in-own-task.ts';

export interface HydrationTurn {
  /** What the turn is for: an island woken again by the visitor is found by it. */
  readonly key: object;
  /** Settles when the island's module and messages are there (a rejection fails its turn only). */
  readonly ready: Promise<unknown>;
  /** Hydrates the island; settles once it handles events. */
  readonly run: () => Promise<void>;
}

interface QueuedTurn extends HydrationTurn {
  isReady: boolean;
  readonly done: { resolve: () => void; reject: (error: unknown) => void };
}

export class HydrationQueue {
  readonly #woken: QueuedTurn[] = [];
  readonly #waiting: QueuedTurn[] = [];
  #running = false;

  /** Settles when the turn has run, or failed to. */
  add(turn: HydrationTurn, byVisitor: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const queued: QueuedTurn = { ...turn, isReady: false, done: { resolve, reject } };
      (byVisitor ? this.#woken : this.#waiting).push(queued);
      const readied = () => {
        queued.isReady = true;
        void this.#drain();
      };
      turn.ready.then(readied, readied);
    });
  }

  /** The visitor woke an island waiting for its turn: it goes after those woken before it. */
  promote(key: object): void {
    const index = this.#waiting.findIndex((turn) => turn.key === key);
    if (index !== -1) this.#woken.push(...this.#waiting.splice(index, 1));
    void this.#drain();
  }

  /** The first woken island when it is ready, else a ready waiting one (its hydration uses the time the woken one's module takes). */
  #next(): QueuedTurn | undefined {
    if (this.#woken[0]?.isReady) return this.#woken.shift();
    const index = this.#waiting.findIndex((turn) => turn.isReady);
    return index === -1 ? undefined : this.#waiting.splice(index, 1)[0];
  }

  async #drain(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        await nextTask();
        const turn = this.#next();
        if (!turn) break;
        await turn.run().then(turn.done.resolve, turn.done.reject);
      }
    } finally {
      this.#running = false;
    }
  }
}
