import type { Role } from '#common/enums.ts';
import { canSearchPlayers } from '#common/roles.ts';
import { PATHS } from './paths.ts';

/**
 * "Browse Players" (D117): the search for those who may search; for everyone else (visitors,
 * players, parents) the public page on how recruiters find players and what a family controls.
 */
export function browsePlayersLink(role: Role | null | undefined): { label: string; to: string } {
  return canSearchPlayers(role)
    ? { label: 'Browse Players', to: PATHS.recruiterSearch }
    : { label: 'How Recruiters Find Players', to: PATHS.howRecruitingWorks };
}
