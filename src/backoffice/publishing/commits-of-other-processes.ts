/**
 * What another process commits to the back office's SQLite file (`npm run import`, a second back
 * office on the same data dir), heard within a second (decision 191). PostgreSQL announces each
 * commit itself (LISTEN/NOTIFY); SQLite only tells a connection that another one committed
 * (`PRAGMA data_version`, which this process's own commits leave as it is). So every second this
 * asks; when another process did commit, the back office reads its categories and search words
 * again, as after a notification, and the publish events written since that it did not write
 * itself go where its own go (the site that started it drops what it keeps of each).
 */
import { sql } from 'kysely';
import type { PublishEventView } from '../../shared/kernel/api/contract.ts';
import type { BackofficeDatabase } from '../db/database.ts';
import { eventView } from './page-publication.ts';
import { PublishEventLog } from './publish-events.ts';

const CHECK_EVERY_MS = 1000;
/** Events read and handed on at once: an import of thousands goes in several batches. */
const EVENTS_PER_BATCH = 1000;

export interface CommitsOfOtherProcessesHandlers {
  /**
   * Another process committed: its publish events, or the search index an import rebuilds after
   * them, which has no event of its own but changes the words.
   */
  readonly readAgain: () => Promise<void>;
  /** The events of other processes, in order of commit, once the catalogue is read again. */
  readonly onEvents: (events: readonly PublishEventView[]) => void;
  readonly log: (line: string) => void;
}

export class CommitsOfOtherProcesses {
  readonly #database: BackofficeDatabase;
  readonly #log: PublishEventLog;
  #dataVersion: number;
  /** The last event handled, this process's or another's. */
  #lastEventId: number;
  /** Events this process committed and announces itself, not handled again when read. */
  readonly #written = new Set<number>();
  #timer: NodeJS.Timeout | undefined;
  #check: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(database: BackofficeDatabase, dataVersion: number, lastEventId: number) {
    this.#database = database;
    this.#log = new PublishEventLog(database);
    this.#dataVersion = dataVersion;
    this.#lastEventId = lastEventId;
  }

  /** From now on: taken before the back office reads its catalogue, so nothing committed after that read is missed. */
  static async from(database: BackofficeDatabase): Promise<CommitsOfOtherProcesses> {
    const lastEventId = await newestEventId(database);
    return new CommitsOfOtherProcesses(database, await dataVersion(database), lastEventId);
  }

  /**
   * An event this process committed. Told when it is announced, after its search is rebuilt: one
   * read in between, when another process committed in the same second, takes it for theirs and
   * has it dropped twice, which costs a render and changes nothing.
   */
  wroteItself(eventId: number): void {
    if (eventId > this.#lastEventId) this.#written.add(eventId);
  }

  follow(handlers: CommitsOfOtherProcessesHandlers): void {
    const next = () => {
      this.#timer = setTimeout(() => {
        this.#check = this.#checkOnce(handlers).catch((error: unknown) => handlers.log(`commits of other processes: ${String(error)}`));
        void this.#check.then(() => {
          if (!this.#closed) next();
        });
      }, CHECK_EVERY_MS);
      this.#timer.unref();
    };
    next();
  }

  /** Stops checking, once a check under way has ended (before the database closes). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#check;
  }

  async #checkOnce(handlers: CommitsOfOtherProcessesHandlers): Promise<void> {
    // The newest event first: if no other process committed by the time of the version read
    // after it, every event up to it is this process's own.
    const newest = await newestEventId(this.#database);
    const version = await dataVersion(this.#database);
    if (version === this.#dataVersion) {
      this.#lastEventId = Math.max(this.#lastEventId, newest);
      this.#forgetWrittenUpTo(this.#lastEventId);
      return;
    }
    this.#dataVersion = version;
    const theirs: PublishEventView[][] = [];
    for (let batch = await this.#log.after(this.#lastEventId, EVENTS_PER_BATCH); batch.length > 0; batch = await this.#log.after(this.#lastEventId, EVENTS_PER_BATCH)) {
      this.#lastEventId = batch.at(-1)!.id;
      const notWritten = batch.filter((event) => !this.#written.has(event.id)).map(eventView);
      if (notWritten.length > 0) theirs.push(notWritten);
    }
    this.#forgetWrittenUpTo(this.#lastEventId);
    // As after its own commits: the catalogue read again before the site renders from it.
    await handlers.readAgain();
    for (const events of theirs) handlers.onEvents(events);
  }

  #forgetWrittenUpTo(eventId: number): void {
    for (const written of this.#written) if (written <= eventId) this.#written.delete(written);
  }
}

async function newestEventId(database: BackofficeDatabase): Promise<number> {
  const { newest } = await database.queries.selectFrom('publish_event').select((eb) => eb.fn.max('id').as('newest')).executeTakeFirstOrThrow();
  return newest ?? 0;
}

/** Changes whenever another connection (another process) commits to the file; never for this one's own commits. */
async function dataVersion(database: BackofficeDatabase): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(database.queries);
  return rows[0]!.data_version;
}
