import type { SetupPlayerInput, TeamHistoryInput } from '#common/contracts/players.ts';
import { normalizeSeason } from '#common/season.ts';
import type { WizardData } from './wizard-types.ts';

/** POST /api/players/setup from the wizard's basics, style, location and body (spec 1 §7). */
export function buildSetupInput(data: WizardData): SetupPlayerInput {
  const { basics, style, location, body } = data;
  const country = location.country.trim();
  return {
    firstName: basics.firstName.trim(),
    lastName: basics.lastName.trim(),
    birthYear: basics.birthYear,
    birthMonth: basics.birthMonth,
    // The basics step does not let the person on without a category.
    category: basics.category ?? 'MALE',
    shoots: style.shoots,
    positions: style.positions,
    country: country || null,
    // Spec 1 §2: a region belongs to its country; none without one.
    region: (country && location.region.trim()) || null,
    city: location.city.trim() || null,
    heightCm: body.heightCm,
    weightKg: body.weightKg,
  };
}

/** The current team entry, or null when no team name was given (spec 1 §2 step 7). */
export function buildTeamInput(team: WizardData['team']): TeamHistoryInput | null {
  const teamName = team.teamName.trim();
  if (!teamName) return null;
  // The one season format ("2025-26"); the step's form has already refused text that is not a season.
  const season = normalizeSeason(team.season) ?? team.season.trim();
  return { teamName, season, level: team.level.trim() || null, isCurrent: true };
}

/** Spec 1 §8: a setup error whose message contains "already exists" counts as success. */
export function isAlreadyExistsError(error: unknown): boolean {
  return error instanceof Error && error.message.includes('already exists');
}
