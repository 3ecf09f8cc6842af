import { randomUUID } from 'node:crypto';
import { teams } from '#server/db/schema/index.ts';
import * as D from '../demo-data.ts';
import { type DemoContext, insertInBatches, type SeededTeam } from './shared.ts';

const countryOfRegion = new Map(D.PLACES.map((p) => [p.region, p.country]));

export interface DemoTeams {
  rows: SeededTeam[];
  byName: Map<string, SeededTeam>;
  /** A team of the demo by its name (the name must be one of D.TEAM_SEEDS). */
  named: (name: string) => SeededTeam;
}

/** Every team of D.TEAM_SEEDS, in the current season. */
export async function seedTeams(ctx: DemoContext): Promise<DemoTeams> {
  const rows = D.TEAM_SEEDS.map((seed) => ({
    id: randomUUID(),
    seed,
    country: countryOfRegion.get(seed.region) ?? 'United States',
  }));
  await insertInBatches(
    ctx.tx,
    teams,
    rows.map(({ id, seed }) => ({
      id,
      name: seed.name,
      season: ctx.season(),
      league: seed.league,
      level: seed.level,
      region: seed.region,
      category: seed.category,
      websiteUrl: seed.websiteUrl ?? null,
      createdAt: ctx.daysAgo(500),
    })),
  );
  const byName = new Map(rows.map((t) => [t.seed.name, t]));
  return { rows, byName, named: (name) => byName.get(name)! };
}
