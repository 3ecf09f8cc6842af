// The players area's public module: other areas import from here only (docs/architecture.md).

export { bornByAge } from './age-sql.ts';
export { type InterestDigest, type InterestDigestOptions, interestDigest } from './interest-digest.ts';
export { INTEREST_DIGEST_JOB, interestDigestJob } from './interest-digest-job.ts';
export { isMinorAccount } from './minor-account.ts';
export {
  canMaintainPart,
  canManagePlayer,
  canSeeScheduleDetails,
  findPlayerByRef,
  findPlayerForEdit,
  findPlayerForManagerRead,
  findPlayerForView,
  isLinkedParent,
  isVisibleTo,
  type PlayerRow,
  parentKeepsManaging,
} from './player-access.ts';
export { managerReadAccess, playerPolicies } from './player-policies.ts';
export { findFreeSlugs, insertPlayerUnderFreeSlug, slugify } from './player-slug.ts';
export { playerRoutes } from './players.routes.ts';
export { privateFieldsOf, toPlayerDto, toScheduleEventDto } from './players.serializers.ts';
export {
  countListItems,
  ONE_PAGER_PHOTO_PARENT_MESSAGE,
  playerDto,
  playerExtras,
  profileViewOf,
  SHARE_MENU_PARENT_MESSAGE,
} from './players.service.ts';
export { type ProfileCacheOptions, startProfileCache } from './profile-cache.ts';
export { profileStrengthsOf } from './profile-strength.service.ts';
export { IS_ACTIVE_PLAYER, PLAYER_CARD_COLUMNS, playerFullName, toPlayerCard } from './read-model.ts';
export { listScheduleEvents, listUpcomingEvents } from './schedule.service.ts';
export { getMeasurables, listSeasonStats } from './season-stats.service.ts';
export {
  createViewRecorder,
  type ViewRecorder,
  type ViewRecorderOptions,
} from './view-recorder.ts';
