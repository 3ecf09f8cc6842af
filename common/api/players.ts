import {
  AnalyticsQuerySchema,
  DemoProfileSchema,
  ProfileAnalyticsSchema,
  ProfileUrlInputSchema,
  ProfileUrlResponseSchema,
} from '#common/contracts/player-reach.ts';
import {
  AddGoalieGameInputSchema,
  AddSkaterGameInputSchema,
  CoachReferenceListSchema,
  DeletedResponseSchema,
  GameCreatedResponseSchema,
  GameStatsResponseSchema,
  GoalInputSchema,
  GoalListSchema,
  GoalPatchSchema,
  GoalResponseSchema,
  IdParamsSchema,
  ListCountSchema,
  MeasurablesInputSchema,
  MeasurablesResponseSchema,
  PlayerDetailSchema,
  PlayerFeaturesSchema,
  PlayerGameParamsSchema,
  PlayerGoalParamsSchema,
  PlayerRefParamsSchema,
  PlayerResponseSchema,
  PlayerUpcomingEventParamsSchema,
  ProfileStrengthSchema,
  PublicProfilePageSchema,
  ScheduleEventInputSchema,
  ScheduleEventListSchema,
  ScheduleEventPatchSchema,
  ScheduleEventResponseSchema,
  SeasonStatListSchema,
  SetupPlayerInputSchema,
  SetupPlayerResponseSchema,
  TeamHistoryEntryResponseSchema,
  TeamHistoryInputSchema,
  TeamHistoryListSchema,
  TeamHistoryPatchSchema,
  UpcomingEventInputSchema,
  UpcomingEventListSchema,
  UpcomingEventPatchSchema,
  UpcomingEventResponseSchema,
  UpdateGameInputSchema,
  UpdatePlayerInputSchema,
  ViewCountSchema,
} from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

const params = PlayerRefParamsSchema;

/** Goals on a player's profile. */
const goals = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/goals',
    params,
    responses: { 200: GoalListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/goals',
    params,
    body: GoalInputSchema,
    responses: { 201: GoalResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/goals/:goalId',
    params: PlayerGoalParamsSchema,
    body: GoalPatchSchema,
    responses: { 200: GoalResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/goals/:goalId',
    params: PlayerGoalParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Schedule events; an event is changed by its own id. */
const schedule = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/schedule-events',
    params,
    responses: { 200: ScheduleEventListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/schedule-events',
    params,
    body: ScheduleEventInputSchema,
    responses: { 201: ScheduleEventResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/schedule-events/:id',
    params: IdParamsSchema,
    body: ScheduleEventPatchSchema,
    responses: { 200: ScheduleEventResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/schedule-events/:id',
    params: IdParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
  upcoming: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/upcoming-events',
    params,
    responses: { 200: UpcomingEventListSchema },
  }),
  /** Showcases and tournaments (the upcoming_events table), changed under their player (issue 16). */
  addUpcoming: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/upcoming-events',
    params,
    body: UpcomingEventInputSchema,
    responses: { 201: UpcomingEventResponseSchema },
  }),
  updateUpcoming: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/upcoming-events/:eventId',
    params: PlayerUpcomingEventParamsSchema,
    body: UpcomingEventPatchSchema,
    responses: { 200: UpcomingEventResponseSchema },
  }),
  deleteUpcoming: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/upcoming-events/:eventId',
    params: PlayerUpcomingEventParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Season and game statistics, measurables, coach references. */
const stats = {
  seasons: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/season-stats',
    params,
    responses: { 200: SeasonStatListSchema },
  }),
  measurables: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/measurables',
    params,
    responses: { 200: MeasurablesResponseSchema },
  }),
  putMeasurables: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/measurables',
    params,
    body: MeasurablesInputSchema,
    responses: { 200: MeasurablesResponseSchema },
  }),
  coachReferences: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/coach-references',
    params,
    responses: { 200: CoachReferenceListSchema },
  }),
  games: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/game-stats',
    params,
    responses: { 200: GameStatsResponseSchema },
  }),
  addSkaterGame: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/game-stats/skater',
    params,
    body: AddSkaterGameInputSchema,
    responses: { 201: GameCreatedResponseSchema },
  }),
  addGoalieGame: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/game-stats/goalie',
    params,
    body: AddGoalieGameInputSchema,
    responses: { 201: GameCreatedResponseSchema },
  }),
  /** Issue 16: a logged game's details and its line, under the rules of adding one. */
  updateGame: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/game-stats/:gameId',
    params: PlayerGameParamsSchema,
    body: UpdateGameInputSchema,
    responses: { 200: GameCreatedResponseSchema },
  }),
  deleteGame: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/game-stats/:gameId',
    params: PlayerGameParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Team history entries; an entry is changed by its own id. */
const teamHistory = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/team-history',
    params,
    responses: { 200: TeamHistoryListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/team-history',
    params,
    body: TeamHistoryInputSchema,
    responses: { 201: TeamHistoryEntryResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/team-history/:id',
    params: IdParamsSchema,
    body: TeamHistoryPatchSchema,
    responses: { 200: TeamHistoryEntryResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/team-history/:id',
    params: IdParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** The player profile (`:id` is a player's id or slug) and its sub-resources. */
export const players = {
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/players/setup',
    body: SetupPlayerInputSchema,
    responses: { 201: SetupPlayerResponseSchema },
  }),
  me: defineEndpoint({ method: 'GET', path: '/api/players/me', responses: { 200: PlayerDetailSchema } }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id',
    params,
    responses: { 200: PlayerDetailSchema },
  }),
  /** The public profile page's reads in one round trip (issue 15); counts a view as `get` does. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/page',
    params,
    responses: { 200: PublicProfilePageSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id',
    params,
    body: UpdatePlayerInputSchema,
    responses: { 200: PlayerResponseSchema },
  }),
  views: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/views',
    params,
    responses: { 200: ViewCountSchema },
  }),
  listCount: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/list-count',
    params,
    responses: { 200: ListCountSchema },
  }),
  profileStrength: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/profile-strength',
    params,
    responses: { 200: ProfileStrengthSchema },
  }),
  features: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/features',
    params,
    responses: { 200: PlayerFeaturesSchema },
  }),
  /** The custom profile URL (custom_profile_url plans): the old address redirects to the new one. */
  profileUrl: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/profile-url',
    params,
    body: ProfileUrlInputSchema,
    responses: { 200: ProfileUrlResponseSchema },
  }),
  /** The rich demo profile's address when the demo data is there (README, landing page), else null. */
  demoProfile: defineEndpoint({
    method: 'GET',
    path: '/api/demo-profile',
    responses: { 200: DemoProfileSchema },
  }),
  /** Advanced analytics (advanced_analytics plans): views over time and by viewer role. */
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/analytics',
    params,
    query: AnalyticsQuerySchema,
    responses: { 200: ProfileAnalyticsSchema },
  }),
  goals,
  schedule,
  stats,
  teamHistory,
};
