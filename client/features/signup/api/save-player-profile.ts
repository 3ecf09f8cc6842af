import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addTeamHistory,
  deleteTeamHistory,
  updatePlayer,
  updateTeamHistory,
} from '#client/features/player-profile/index.ts';
import { apiKey, apiKeyPrefix } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Player, SetupPlayerInput, TeamHistoryInput } from '#common/contracts/players.ts';
import type { SavedProfile, SavedTeam } from '../wizard-types.ts';
import { setupPlayer } from './setup-player.ts';

/** A failed part of the save, with the words to show when the server gave none (spec 1 §8). */
export class ProfileSaveError extends Error {
  readonly fallback: string;
  constructor(cause: unknown, fallback: string) {
    super(cause instanceof Error ? cause.message : fallback, { cause });
    this.name = 'ProfileSaveError';
    this.fallback = fallback;
  }
}

export const CREATE_FAILED_MESSAGE = 'Failed to create profile';
export const SAVE_TEAM_FAILED_MESSAGE = 'Failed to save your team';

interface SaveInput {
  setup: SetupPlayerInput;
  team: TeamHistoryInput | null;
  saved: SavedProfile | null;
}

function needsApproval(player: Player): boolean {
  return player.parentalConsentRequired && !player.hasParentalConsent;
}

function sameTeam(saved: SavedTeam, input: TeamHistoryInput): boolean {
  return (
    saved.teamName === input.teamName &&
    saved.season === input.season &&
    saved.level === (input.level ?? null)
  );
}

function toSavedTeam(id: string, input: TeamHistoryInput): SavedTeam {
  return { id, teamName: input.teamName, season: input.season, level: input.level ?? null };
}

/**
 * The team step's Continue and Skip (spec 1 §2 step 7): create the profile, then add the current team
 * when one was given. Going Back after that and saving again updates what the wizard stored rather
 * than adding a second team. A profile that already existed is left as it was. `onProgress` reports
 * each stored part, so a failure half-way (the team) does not create the profile twice on the next try.
 */
export function useSavePlayerProfile(onProgress: (saved: SavedProfile) => void) {
  const queryClient = useQueryClient();
  return useMutation<SavedProfile, ProfileSaveError, SaveInput>({
    mutationFn: async ({ setup, team, saved: before }) => {
      let saved = before;
      const setupJson = JSON.stringify(setup);
      try {
        if (!saved) {
          const { player, recovered } = await setupPlayer(setup);
          saved = {
            playerId: player.id,
            sentSetup: recovered ? null : setupJson,
            team: null,
            needsApproval: needsApproval(player),
            uploadedPhoto: null,
          };
          onProgress(saved);
        } else if (saved.sentSetup !== null && saved.sentSetup !== setupJson) {
          const { player } = await updatePlayer(saved.playerId, setup);
          saved = { ...saved, sentSetup: setupJson, needsApproval: needsApproval(player) };
          onProgress(saved);
        }
      } catch (error) {
        throw new ProfileSaveError(error, CREATE_FAILED_MESSAGE);
      }
      // Spec 1 §2: a profile that already existed sends the wizard straight to the photo step; the
      // wizard's team is not added to it (nor is anything else the wizard collected).
      if (saved.sentSetup === null) return saved;

      try {
        if (team && !saved.team) {
          const { entry } = await addTeamHistory(saved.playerId, team);
          saved = { ...saved, team: toSavedTeam(entry.id, team) };
        } else if (team && saved.team && !sameTeam(saved.team, team)) {
          await updateTeamHistory(saved.team.id, team);
          saved = { ...saved, team: toSavedTeam(saved.team.id, team) };
        } else if (!team && saved.team) {
          await deleteTeamHistory(saved.team.id);
          saved = { ...saved, team: null };
        }
      } catch (error) {
        throw new ProfileSaveError(error, SAVE_TEAM_FAILED_MESSAGE);
      }
      return saved;
    },
    onSettled: (saved) => {
      void queryClient.invalidateQueries({ queryKey: apiKey(api.players.me, {}) });
      if (saved) {
        void queryClient.invalidateQueries({
          queryKey: apiKeyPrefix(api.players.get, { id: saved.playerId }),
        });
      }
    },
  });
}
