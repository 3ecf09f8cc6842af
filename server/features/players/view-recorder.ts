import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { profileViews } from '#server/db/schema/index.ts';

/** One profile_views row: at most one per player, viewer and UTC day (its unique index). */
export type ProfileView = Pick<
  typeof profileViews.$inferInsert,
  'playerId' | 'viewerUserId' | 'viewerRole' | 'viewerKey' | 'viewedOn'
> & { createdAt: Date };

/** Writes one batch of views; a view already stored for its day is no error (ON CONFLICT DO NOTHING). */
export type ViewWriter = (db: DbOrTx, views: ProfileView[]) => Promise<void>;

/**
 * The batch as one JSON parameter expanded by json_to_recordset: the statement's text is the same for any
 * number of rows (cheap to build, and parsed as one short text), where a VALUES list carries six
 * parameters per row: building drizzle's 1,000-row insert took 5 % of the server's main thread in
 * bench:profile's CPU profile (docs/performance.md "Public profile read").
 */
export const insertProfileViews: ViewWriter = async (db, views) => {
  const rows = JSON.stringify(views);
  await db.execute(sql`insert into ${profileViews}
      (player_id, viewer_user_id, viewer_role, viewer_key, viewed_on, created_at)
    select "playerId", "viewerUserId", "viewerRole", "viewerKey", "viewedOn", "createdAt"
    from json_to_recordset(${rows}::json) as v("playerId" uuid, "viewerUserId" uuid, "viewerRole" text,
      "viewerKey" text, "viewedOn" date, "createdAt" timestamptz)
    on conflict do nothing`);
};

export interface ViewRecorderOptions {
  /** Views held in memory at most; beyond that new views are dropped and counted. */
  maxBuffered: number;
  /** A batch is written once this many views wait (and in rows of at most this many per INSERT). */
  batchSize: number;
  /** ...or this long after the first view of a batch arrived. */
  flushIntervalMs: number;
  write: ViewWriter;
}

export const DEFAULT_VIEW_RECORDER: ViewRecorderOptions = {
  maxBuffered: 10_000,
  batchSize: 1_000,
  flushIntervalMs: 1_000,
  write: insertProfileViews,
};

/** What became of the views recorded so far (for the logs and the tests). */
export interface ViewRecorderStats {
  /** Accepted into the buffer. */
  buffered: number;
  /** Already waiting in the buffer (same player, viewer and day): nothing to write. */
  merged: number;
  /** Refused because the buffer was full. */
  dropped: number;
  /** Handed to the database in batches that succeeded (conflicting rows included). */
  written: number;
  /** Lost in batches that failed. */
  failed: number;
}

export interface ViewRecorder {
  /** Takes a view without waiting for anything: never throws, never touches the database itself. */
  record(view: ProfileView): void;
  /** Writes every view recorded so far; resolves when they are stored (or counted as failed). Never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (the app's onClose). */
  close(): Promise<void>;
  readonly stats: Readonly<ViewRecorderStats>;
}

/**
 * Profile views (D099): a visitor's read never waits for its view's insert. Views wait in memory,
 * merged per player, viewer and day, and are written in batches by one multi-row INSERT ... ON CONFLICT DO
 * NOTHING each, every flushIntervalMs or every batchSize views, and on close, so a graceful shutdown loses
 * none. The buffer is bounded: when the database cannot keep up (or is down), new views are dropped, and
 * both drops and failed batches are counted and logged as warnings, never thrown at a visitor.
 * D099 says what may be lost.
 */
export function createViewRecorder(
  db: DbOrTx,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: Partial<ViewRecorderOptions> = {},
): ViewRecorder {
  const { maxBuffered, batchSize, flushIntervalMs, write } = { ...DEFAULT_VIEW_RECORDER, ...options };
  const stats: ViewRecorderStats = { buffered: 0, merged: 0, dropped: 0, written: 0, failed: 0 };
  let pending = new Map<string, ProfileView>();
  /** Views taken from the buffer whose batch is not written yet: they count against maxBuffered too. */
  let queued = 0;
  let droppedSinceLog = 0;
  let timer: NodeJS.Timeout | undefined;
  /** The batch being written: flushes run one at a time, in order. */
  let writing: Promise<void> = Promise.resolve();

  const writeBatch = async (views: ProfileView[]) => {
    for (let start = 0; start < views.length; start += batchSize) {
      const rows = views.slice(start, start + batchSize);
      try {
        await write(db, rows);
        stats.written += rows.length;
      } catch (err) {
        stats.failed += rows.length;
        log.warn(
          { err, lost: rows.length, failedInAll: stats.failed },
          'profile views not recorded: a batch failed',
        );
      } finally {
        queued -= rows.length;
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (droppedSinceLog > 0) {
      log.warn(
        { dropped: droppedSinceLog, droppedInAll: stats.dropped, maxBuffered },
        'profile views dropped: the buffer was full',
      );
      droppedSinceLog = 0;
    }
    const views = [...pending.values()];
    pending = new Map();
    if (views.length > 0) {
      queued += views.length;
      writing = writing.then(() => writeBatch(views));
    }
    return writing;
  };

  const flushLater = () => {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushIntervalMs);
    // A timer alone does not keep the process alive; close() writes what is left.
    timer.unref();
  };

  return {
    record(view) {
      const key = `${view.playerId}|${view.viewerKey}|${view.viewedOn}`;
      if (pending.has(key)) {
        stats.merged++;
        return;
      }
      if (pending.size + queued >= maxBuffered) {
        stats.dropped++;
        droppedSinceLog++;
        // The warning goes out with the next flush, at most flushIntervalMs later.
        flushLater();
        return;
      }
      pending.set(key, view);
      stats.buffered++;
      if (pending.size >= batchSize) void flush();
      else flushLater();
    },
    flush,
    close: flush,
    stats,
  };
}
