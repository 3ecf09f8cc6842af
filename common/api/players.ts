import { InterestFunnelSchema, InterestQuerySchema } from '#common/contracts/interest.ts';
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
    summary: "List a player's goals",
    params,
    responses: { 200: GoalListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/goals',
    summary: 'Add a goal',
    params,
    body: GoalInputSchema,
    responses: { 201: GoalResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/goals/:goalId',
    summary: 'Update a goal',
    params: PlayerGoalParamsSchema,
    body: GoalPatchSchema,
    responses: { 200: GoalResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/goals/:goalId',
    summary: 'Delete a goal',
    params: PlayerGoalParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Schedule events; an event is changed by its own id. */
const schedule = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/schedule-events',
    summary: "List a player's schedule",
    params,
    responses: { 200: ScheduleEventListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/schedule-events',
    summary: 'Add a schedule event',
    params,
    body: ScheduleEventInputSchema,
    responses: { 201: ScheduleEventResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/schedule-events/:id',
    summary: 'Update a schedule event',
    params: IdParamsSchema,
    body: ScheduleEventPatchSchema,
    responses: { 200: ScheduleEventResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/schedule-events/:id',
    summary: 'Delete a schedule event',
    params: IdParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
  upcoming: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/upcoming-events',
    summary: "List a player's upcoming showcases and tournaments",
    params,
    responses: { 200: UpcomingEventListSchema },
  }),
  /** Showcases and tournaments (the upcoming_events table), changed under their player (D102). */
  addUpcoming: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/upcoming-events',
    summary: 'Add a showcase or tournament',
    params,
    body: UpcomingEventInputSchema,
    responses: { 201: UpcomingEventResponseSchema },
  }),
  updateUpcoming: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/upcoming-events/:eventId',
    summary: 'Update a showcase or tournament',
    params: PlayerUpcomingEventParamsSchema,
    body: UpcomingEventPatchSchema,
    responses: { 200: UpcomingEventResponseSchema },
  }),
  deleteUpcoming: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/upcoming-events/:eventId',
    summary: 'Delete a showcase or tournament',
    params: PlayerUpcomingEventParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Season and game statistics, measurables, coach references. */
const stats = {
  seasons: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/season-stats',
    summary: "List a player's season statistics",
    params,
    responses: { 200: SeasonStatListSchema },
  }),
  measurables: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/measurables',
    summary: "Read a player's measurables",
    params,
    responses: { 200: MeasurablesResponseSchema },
  }),
  putMeasurables: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/measurables',
    summary: "Set a player's measurables",
    params,
    body: MeasurablesInputSchema,
    responses: { 200: MeasurablesResponseSchema },
  }),
  coachReferences: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/coach-references',
    summary: "List a player's coach references",
    params,
    responses: { 200: CoachReferenceListSchema },
  }),
  games: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/game-stats',
    summary: "List a player's game statistics",
    params,
    responses: { 200: GameStatsResponseSchema },
  }),
  addSkaterGame: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/game-stats/skater',
    summary: 'Log a skater game',
    params,
    body: AddSkaterGameInputSchema,
    responses: { 201: GameCreatedResponseSchema },
  }),
  addGoalieGame: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/game-stats/goalie',
    summary: 'Log a goalie game',
    params,
    body: AddGoalieGameInputSchema,
    responses: { 201: GameCreatedResponseSchema },
  }),
  /** A logged game's details and its line, under the rules of adding one (D110). */
  updateGame: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id/game-stats/:gameId',
    summary: 'Update a logged game',
    params: PlayerGameParamsSchema,
    body: UpdateGameInputSchema,
    responses: { 200: GameCreatedResponseSchema },
  }),
  deleteGame: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/game-stats/:gameId',
    summary: 'Delete a logged game',
    params: PlayerGameParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** Team history entries; an entry is changed by its own id. */
const teamHistory = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/team-history',
    summary: "List a player's team history",
    params,
    responses: { 200: TeamHistoryListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/team-history',
    summary: 'Add a team history entry',
    params,
    body: TeamHistoryInputSchema,
    responses: { 201: TeamHistoryEntryResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/team-history/:id',
    summary: 'Update a team history entry',
    params: IdParamsSchema,
    body: TeamHistoryPatchSchema,
    responses: { 200: TeamHistoryEntryResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/team-history/:id',
    summary: 'Delete a team history entry',
    params: IdParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
};

/** The player profile (`:id` is a player's id or slug) and its sub-resources. */
export const players = {
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/players/setup',
    summary: 'Create my player profile',
    body: SetupPlayerInputSchema,
    responses: { 201: SetupPlayerResponseSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/players/me',
    summary: 'My player profile',
    responses: { 200: PlayerDetailSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id',
    summary: 'Read a player profile',
    params,
    responses: { 200: PlayerDetailSchema },
  }),
  /** The public profile page's reads in one round trip (D129); counts a view as `get` does. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/page',
    summary: 'Read a public profile page in one call',
    params,
    responses: { 200: PublicProfilePageSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/players/:id',
    summary: 'Update a player profile',
    params,
    body: UpdatePlayerInputSchema,
    responses: { 200: PlayerResponseSchema },
  }),
  views: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/views',
    summary: "Count a profile's views",
    params,
    responses: { 200: ViewCountSchema },
  }),
  listCount: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/list-count',
    summary: 'Count the lists a player is on',
    params,
    responses: { 200: ListCountSchema },
  }),
  profileStrength: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/profile-strength',
    summary: "A profile's strength and what to add",
    params,
    responses: { 200: ProfileStrengthSchema },
  }),
  features: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/features',
    summary: "What a player's plan allows",
    params,
    responses: { 200: PlayerFeaturesSchema },
  }),
  /** The custom profile URL (custom_profile_url plans): the old address redirects to the new one. */
  profileUrl: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/profile-url',
    summary: 'Set a custom profile URL',
    params,
    body: ProfileUrlInputSchema,
    responses: { 200: ProfileUrlResponseSchema },
  }),
  /** The rich demo profile's address when the demo data is there (README, landing page), else null. */
  demoProfile: defineEndpoint({
    method: 'GET',
    path: '/api/demo-profile',
    summary: "The demo profile's address",
    responses: { 200: DemoProfileSchema },
  }),
  /** Advanced analytics (advanced_analytics plans): views over time and by viewer role. */
  analytics: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/analytics',
    summary: "A profile's view analytics",
    params,
    query: AnalyticsQuerySchema,
    responses: { 200: ProfileAnalyticsSchema },
  }),
  /**
   * D330-D334: the interest funnel (advanced_analytics plans): different viewers, recruiters who saved the
   * profile to a list and conversations started, per week and by program group; no saver is ever named.
   */
  interest: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/interest',
    summary: "A profile's interest funnel per week and program",
    params,
    query: InterestQuerySchema,
    responses: { 200: InterestFunnelSchema },
  }),
  /** D293: the printable one-pager (a PDF file) for the player's managers. */
  onePager: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/one-pager.pdf',
    summary: "Download a player's printable one-pager (PDF)",
    params,
    responses: {},
    raw: true,
  }),
  goals,
  schedule,
  stats,
  teamHistory,
};
