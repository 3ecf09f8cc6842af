// The players area's public module: other areas import from here only (docs/architecture.md).

export { bornByAge } from './age-sql.ts';
export { isMinorAccount } from './minor-account.ts';
export {
  canMaintainPart,
  canManagePlayer,
  findPlayerByRef,
  findPlayerForEdit,
  findPlayerForView,
  isLinkedParent,
  isVisibleTo,
  type PlayerRow,
  parentKeepsManaging,
} from './player-access.ts';
export { playerPolicies } from './player-policies.ts';
export { findFreeSlug, findFreeSlugs, slugify } from './player-slug.ts';
export { playerRoutes } from './players.routes.ts';
export { privateFieldsOf, toPlayerDto } from './players.serializers.ts';
export { countListItems, findPlayerForManagerRead, playerDto, profileViewOf } from './players.service.ts';
export { type ProfileCacheOptions, startProfileCache } from './profile-cache.ts';
export { profileStrengthsOf } from './profile-strength.service.ts';
export { IS_ACTIVE_PLAYER, PLAYER_CARD_COLUMNS, playerFullName, toPlayerCard } from './read-model.ts';
export {
  createViewRecorder,
  type ViewRecorder,
  type ViewRecorderOptions,
} from './view-recorder.ts';
