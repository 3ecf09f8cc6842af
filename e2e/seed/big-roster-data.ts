/**
 * The 300-player club of the roster journey (e2e/roster-300.spec.ts), shared by its seed script
 * (e2e/seed/big-roster.ts) and its assertions. 20 first names times 15 last names: every name once.
 */
export const BIG_ROSTER = {
  orgName: 'Lakeshore Hockey Association',
  admin: { email: 'roster.admin@example.com', name: 'Dana Lakeshore', password: 'Lakeshore roster 300' },
  teams: ['Lakeshore U14 AA', 'Lakeshore U16 AAA', 'Lakeshore U18 AAA'],
  firstNames: [
    'Aiden',
    'Blake',
    'Carter',
    'Dylan',
    'Emma',
    'Finn',
    'Grace',
    'Hunter',
    'Isla',
    'Jack',
    'Kai',
    'Liam',
    'Maya',
    'Noah',
    'Owen',
    'Piper',
    'Quinn',
    'Reid',
    'Sofia',
    'Tyler',
  ],
  lastNames: [
    'Anderson',
    'Bergeron',
    'Carlson',
    'Dubois',
    'Erikson',
    'Fraser',
    'Gagnon',
    'Hansen',
    'Ivanov',
    'Jensen',
    'Kowalski',
    'Lindqvist',
    'Moreau',
    'Nilsson',
    'Olsen',
  ],
} as const;

export const BIG_ROSTER_SIZE = BIG_ROSTER.firstNames.length * BIG_ROSTER.lastNames.length;

/** Player i: its name, its team (one in three each) and its birth year (adults and minors, five years). */
export function bigRosterPlayer(i: number, thisYear: number) {
  const { firstNames, lastNames, teams } = BIG_ROSTER;
  return {
    firstName: firstNames[i % firstNames.length]!,
    lastName: lastNames[Math.floor(i / firstNames.length)]!,
    team: teams[i % teams.length]!,
    birthYear: thisYear - 15 - (i % 5),
  };
}
