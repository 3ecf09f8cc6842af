import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import { createViewRecorder, type ProfileView, type ViewRecorderOptions } from './view-recorder.ts';

/** The recorder alone: its writer is a stand-in, so no database is involved. */
const NO_DB = {} as DbOrTx;

const view = (n: number, day = '2026-11-25'): ProfileView => ({
  playerId: `player-${n}`,
  viewerUserId: null,
  viewerRole: 'anonymous',
  viewerKey: `a:${n}`,
  viewedOn: day,
  createdAt: new Date(),
});

function recorder(options: Partial<ViewRecorderOptions> = {}) {
  const batches: ProfileView[][] = [];
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };
  const views = createViewRecorder(NO_DB, log as never, {
    flushIntervalMs: 60_000,
    write: async (_db, rows) => {
      batches.push(rows);
      if (gate) await gate;
    },
    ...options,
  });
  return {
    views,
    batches,
    warnings,
    /** Holds every write until released. */
    block() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe('the profile view recorder', () => {
  it('keeps one view per player, viewer and day in its buffer', async () => {
    const r = recorder();
    r.views.record(view(1));
    r.views.record(view(1));
    r.views.record(view(1, '2026-11-26'));
    r.views.record(view(2));
    await r.views.flush();
    expect(r.batches.flat().map((v) => `${v.playerId} ${v.viewedOn}`)).toEqual([
      'player-1 2026-11-25',
      'player-1 2026-11-26',
      'player-2 2026-11-25',
    ]);
    expect(r.views.stats).toMatchObject({ buffered: 3, merged: 1, written: 3, dropped: 0 });
  });

  it('drops and counts the views beyond its bound, and logs the count as a warning', async () => {
    const r = recorder({ maxBuffered: 3 });
    for (let n = 0; n < 5; n++) r.views.record(view(n));
    expect(r.views.stats).toMatchObject({ buffered: 3, dropped: 2 });
    await r.views.flush();
    expect(r.batches.flat()).toHaveLength(3);
    expect(r.warnings).toEqual([
      {
        fields: { dropped: 2, droppedInAll: 2, maxBuffered: 3 },
        message: 'profile views dropped: the buffer was full',
      },
    ]);
    // Room again once written.
    r.views.record(view(9));
    expect(r.views.stats.dropped).toBe(2);
  });

  it('counts the batches being written against the bound, so a slow database cannot grow memory', async () => {
    const r = recorder({ maxBuffered: 4, batchSize: 2 });
    r.block();
    for (let n = 0; n < 10; n++) r.views.record(view(n));
    // Two batches of two were handed to the (blocked) writer; nothing more was kept.
    expect(r.views.stats).toMatchObject({ buffered: 4, dropped: 6, written: 0 });
    r.release();
    await r.views.flush();
    expect(r.views.stats).toMatchObject({ written: 4 });
    expect(r.batches.map((b) => b.length)).toEqual([2, 2]);
  });

  it('writes a batch on its own once batchSize views wait, in INSERTs of at most batchSize rows', async () => {
    const r = recorder({ batchSize: 2 });
    r.views.record(view(1));
    expect(r.batches).toHaveLength(0);
    r.views.record(view(2));
    await Promise.resolve();
    await r.views.flush();
    expect(r.batches.map((b) => b.length)).toEqual([2]);
  });

  it('writes what waits after flushIntervalMs, without being asked', async () => {
    const r = recorder({ flushIntervalMs: 20 });
    r.views.record(view(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(r.batches.flat()).toHaveLength(1);
  });

  it('counts a failed batch as lost and logs it, without throwing', async () => {
    const warnings: string[] = [];
    const views = createViewRecorder(
      NO_DB,
      { warn: (_fields: unknown, message: string) => warnings.push(message) } as never,
      {
        write: async () => {
          throw new Error('connection refused');
        },
      },
    );
    views.record(view(1));
    views.record(view(2));
    await expect(views.flush()).resolves.toBeUndefined();
    expect(views.stats).toMatchObject({ failed: 2, written: 0 });
    expect(warnings).toEqual(['profile views not recorded: a batch failed']);
  });

  it('close writes everything still held', async () => {
    const r = recorder();
    r.views.record(view(1));
    r.views.record(view(2));
    await r.views.close();
    expect(r.batches.flat()).toHaveLength(2);
  });
});
