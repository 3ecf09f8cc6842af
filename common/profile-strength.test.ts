import { describe, expect, it } from 'vitest';
import { computeProfileStrength, type ProfileStrengthInput } from './profile-strength.ts';

const empty: ProfileStrengthInput = {
  hasPhoto: false,
  bio: null,
  heightCm: null,
  weightKg: null,
  teamHistoryCount: 0,
  videoCount: 0,
  scheduleEventCount: 0,
  hasMeasurables: false,
  gpa: null,
  major: null,
};

describe('profile strength', () => {
  it('is 0 for an empty profile and lists the four heaviest missing items', () => {
    const s = computeProfileStrength(empty);
    expect(s.percent).toBe(0);
    expect(s.level).toBe('started');
    expect(s.nextSteps.map((i) => i.weight)).toEqual([20, 15, 15, 10]);
    expect(s.nextSteps[0]!.key).toBe('videos');
  });

  it('weighs every item as the spec says, totalling 100', () => {
    const full = computeProfileStrength({
      hasPhoto: true,
      bio: 'A two-way center who loves the game.',
      heightCm: 180,
      weightKg: 80,
      teamHistoryCount: 2,
      videoCount: 1,
      scheduleEventCount: 1,
      hasMeasurables: true,
      gpa: 3.5,
      major: null,
    });
    expect(full.percent).toBe(100);
    expect(full.level).toBe('great');
    expect(full.nextSteps).toEqual([]);
  });

  it.each([
    ['photo', { hasPhoto: true }, 15],
    ['bio', { bio: 'A two-way center who kills penalties.' }, 10],
    ['physical', { heightCm: 180, weightKg: 80 }, 10],
    ['teamHistory', { teamHistoryCount: 1 }, 15],
    ['videos', { videoCount: 1 }, 20],
    ['schedule', { scheduleEventCount: 1 }, 10],
    ['measurables', { hasMeasurables: true }, 10],
    ['academics', { gpa: 3.2 }, 10],
  ] as const)('counts %s alone as its own weight', (key, extra, weight) => {
    const s = computeProfileStrength({ ...empty, ...extra });
    expect(s.percent).toBe(weight);
    expect(s.completed.map((i) => [i.key, i.weight])).toEqual([[key, weight]]);
    expect(s.nextSteps.map((i) => i.key)).not.toContain(key);
  });

  it('needs a bio longer than 20 characters and both height and weight', () => {
    expect(computeProfileStrength({ ...empty, bio: 'exactly twenty chars' }).percent).toBe(0);
    expect(computeProfileStrength({ ...empty, bio: 'twenty-one characters' }).percent).toBe(10);
    expect(computeProfileStrength({ ...empty, heightCm: 180 }).percent).toBe(0);
    expect(computeProfileStrength({ ...empty, major: 'Kinesiology' }).percent).toBe(10);
  });

  it('calls 50% halfway and 80% great', () => {
    const half = computeProfileStrength({ ...empty, videoCount: 1, hasPhoto: true, teamHistoryCount: 1 });
    expect(half.percent).toBe(50);
    expect(half.level).toBe('halfway');
  });
});
