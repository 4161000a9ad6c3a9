import { type FileHandle, open } from 'node:fs/promises';

/**
 * Makes SQLite commits durable off the event loop. With synchronous=FULL SQLite fsyncs the WAL
 * inside COMMIT, and better-sqlite3 blocks the whole process for it (~1 to 10 ms here). The group
 * committer instead commits its batches with synchronous=NORMAL (the frames are written to the WAL
 * but not synced) and then syncs the WAL file itself through libuv's thread pool, answering the
 * batch's callers only afterwards. An answered charge is therefore on disk exactly as under FULL,
 * and the event loop serves other requests while the disk works.
 */
export class WalSync {
  #handle: Promise<FileHandle> | undefined;

  constructor(private readonly walFile: string) {}

  /** Resolves once everything written to the WAL so far is on stable storage. */
  async sync(): Promise<void> {
    this.#handle ??= open(this.walFile, 'r');
    try {
      await (await this.#handle).datasync();
    } catch (error) {
      this.#handle = undefined;
      throw error;
    }
  }

  async close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = undefined;
    // The open itself may have failed (the file gone with its directory): nothing to close then.
    if (handle) await handle.then((h) => h.close()).catch(() => undefined);
  }
}
