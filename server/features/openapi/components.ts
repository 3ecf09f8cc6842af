import { z } from 'zod';
import { AdminUserRowSchema, AuditLogRowSchema } from '#common/contracts/admin.ts';
import {
  AuthResponseSchema,
  LoginInputSchema,
  MessageResponseSchema,
  RegisterInputSchema,
  SessionUserSchema,
} from '#common/contracts/auth.ts';
import { ErrorBodySchema } from '#common/contracts/errors.ts';
import { RecruiterListSchema } from '#common/contracts/lists.ts';
import {
  ContactPreferencesSchema,
  ConversationDetailSchema,
  ConversationSummarySchema,
  MessageSchema,
  RecruiterProfileSchema,
} from '#common/contracts/messaging.ts';
import { NoteSchema } from '#common/contracts/notes.ts';
import {
  EvidenceSchema,
  OrganizationSchema,
  OrgMemberSchema,
  RosterEntrySchema,
  SponsorshipSchema,
} from '#common/contracts/orgs.ts';
import { CoParentInvitationSchema } from '#common/contracts/parents.ts';
import {
  CoachReferenceSchema,
  GameSchema,
  GoalSchema,
  MeasurablesSchema,
  MediaSchema,
  PlayerDetailSchema,
  PlayerSchema,
  PublicProfilePageSchema,
  ScheduleEventSchema,
  SeasonStatSchema,
  TeamHistoryEntrySchema,
  UpcomingEventSchema,
  UpdatePlayerInputSchema,
} from '#common/contracts/players.ts';
import { RatingSchema } from '#common/contracts/ratings.ts';
import { NcaaProgramSchema } from '#common/contracts/recruiters.ts';
import { SearchResultPlayerSchema } from '#common/contracts/search.ts';
import {
  CheckoutSessionSchema,
  SubscriptionSummarySchema,
  TierSchema,
  TierWithFeaturesSchema,
} from '#common/contracts/subscriptions.ts';

/** The component every error response of the document refers to (server/plugins/error-handler.ts). */
export const ERROR_COMPONENT = 'Error';

/**
 * The main schemas of the API, by the component name the OpenAPI document gives them (D188). Where one is
 * a request body, fastify-type-provider-zod names that side `<name>Input` (a body's input type may differ
 * from its output, a default or a transform), so request schemas are named here without "Input".
 */
const NAMED: Record<string, z.ZodType> = {
  [ERROR_COMPONENT]: ErrorBodySchema,
  SessionUser: SessionUserSchema,
  AuthResponse: AuthResponseSchema,
  Registration: RegisterInputSchema,
  Login: LoginInputSchema,
  MessageResponse: MessageResponseSchema,
  Player: PlayerSchema,
  PlayerDetail: PlayerDetailSchema,
  PlayerUpdate: UpdatePlayerInputSchema,
  PublicProfilePage: PublicProfilePageSchema,
  Media: MediaSchema,
  TeamHistoryEntry: TeamHistoryEntrySchema,
  ScheduleEvent: ScheduleEventSchema,
  UpcomingEvent: UpcomingEventSchema,
  Game: GameSchema,
  Goal: GoalSchema,
  SeasonStat: SeasonStatSchema,
  Measurables: MeasurablesSchema,
  CoachReference: CoachReferenceSchema,
  RecruiterList: RecruiterListSchema,
  Note: NoteSchema,
  Rating: RatingSchema,
  ConversationSummary: ConversationSummarySchema,
  ConversationDetail: ConversationDetailSchema,
  Message: MessageSchema,
  RecruiterProfile: RecruiterProfileSchema,
  ContactPreferences: ContactPreferencesSchema,
  Organization: OrganizationSchema,
  OrgMember: OrgMemberSchema,
  RosterEntry: RosterEntrySchema,
  Sponsorship: SponsorshipSchema,
  Evidence: EvidenceSchema,
  SearchResultPlayer: SearchResultPlayerSchema,
  Tier: TierSchema,
  TierWithFeatures: TierWithFeaturesSchema,
  CheckoutSession: CheckoutSessionSchema,
  SubscriptionSummary: SubscriptionSummarySchema,
  NcaaProgram: NcaaProgramSchema,
  CoParentInvitation: CoParentInvitationSchema,
  AdminUserRow: AdminUserRowSchema,
  AuditLogRow: AuditLogRowSchema,
};

/**
 * A registry of our own rather than zod's global one: the names belong to the document, not to the
 * contracts that the browser imports too, and nothing else can add an id that would collide.
 */
export const componentRegistry = z.registry<{ id?: string }>();
for (const [id, schema] of Object.entries(NAMED)) componentRegistry.add(schema, { id });
