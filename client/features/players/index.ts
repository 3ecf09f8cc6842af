/**
 * The players feature: the reads of a player profile and its parts, and the data-control calls on a
 * profile, shared by the profile screens, the public profile, the parent dashboard and the account page.
 */
export { useDeletePlayer } from './api/delete-player.ts';
export { useDownloadPlayerData } from './api/export-player.ts';
export { type CoachReferenceList, useCoachReferences } from './api/get-coach-references.ts';
export { type GameStats, useGameStats } from './api/get-game-stats.ts';
export { type GoalList, useGoals } from './api/get-goals.ts';
export { useListCount } from './api/get-list-count.ts';
export { type MeasurablesResponse, useMeasurables } from './api/get-measurables.ts';
export { usePlayerMedia } from './api/get-media.ts';
export { useMyPlayer } from './api/get-my-player.ts';
export { type PlayerDetail, usePlayer } from './api/get-player.ts';
export { usePlayerFeatures } from './api/get-player-features.ts';
export { usePlayerParents } from './api/get-player-parents.ts';
export { type ProfilePage, preloadProfilePage } from './api/get-profile-page.ts';
export { useProfileStrength } from './api/get-profile-strength.ts';
export { type ScheduleEventList, useScheduleEvents } from './api/get-schedule-events.ts';
export { type SeasonStatList, useSeasonStats } from './api/get-season-stats.ts';
export { useTeamHistory } from './api/get-team-history.ts';
export { type UpcomingEventList, useUpcomingEvents } from './api/get-upcoming-events.ts';
export { useUserFeatures } from './api/get-user-features.ts';
export { useViewCount } from './api/get-view-count.ts';
export { GameLog, type GameLogRow } from './components/game-log.tsx';
export { SeasonStatsTables } from './components/season-stats-tables.tsx';
export {
  attestedBy,
  type StatsLineSource,
  StatsSourceBadge,
  StatsSourceLegend,
} from './components/stats-source.tsx';
export {
  embedUrl,
  playableVideos,
  VIDEO_PROVIDERS,
  type Video,
  VideoFrame,
  VideoTile,
  videoTitle,
} from './components/video-tile.tsx';
