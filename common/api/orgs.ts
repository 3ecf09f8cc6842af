import { MessageResponseSchema } from '#common/contracts/auth.ts';
import {
  AcceptOrgInvitationInputSchema,
  AcceptOrgInvitationResponseSchema,
  AcceptSponsorshipInputSchema,
  AddToRosterInputSchema,
  AdminOrganizationsResponseSchema,
  CreateOrganizationInputSchema,
  CreateOrganizationResponseSchema,
  EvidenceListResponseSchema,
  EvidenceQuerySchema,
  EvidenceResponseSchema,
  GameVerifyParamsSchema,
  GameVerifyResponseSchema,
  InviteOrgMemberInputSchema,
  InviteOrgMemberResponseSchema,
  MyOrganizationResponseSchema,
  MySponsorshipsResponseSchema,
  OrganizationResponseSchema,
  OrgDashboardResponseSchema,
  OrgIdParamsSchema,
  OrgInvitationDetailsSchema,
  OrgInvitationParamsSchema,
  OrgMemberParamsSchema,
  OrgMembersResponseSchema,
  OrgRosterPlayerParamsSchema,
  OrgSlugParamsSchema,
  PublicOrganizationResponseSchema,
  RejectEvidenceInputSchema,
  ReviewEvidenceInputSchema,
  RosterEntryResponseSchema,
  RosterImportExecuteResponseSchema,
  RosterImportInputSchema,
  RosterImportValidateResponseSchema,
  RosterQuerySchema,
  RosterResponseSchema,
  SponsorshipAnswerResponseSchema,
  SponsorshipIdParamsSchema,
  SponsorshipSchema,
  SponsorshipTokenParamsSchema,
  SubmitEvidenceInputSchema,
  UpdateOrganizationInputSchema,
} from '#common/contracts/orgs.ts';
import { EmptyBodySchema, IdParamsSchema, TokenParamsSchema } from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/**
 * Organizations, their members, rosters and sponsorships, and verification backed by team
 * evidence. Members reach only their own organization (decisions §1): another organization is 404.
 */
export const orgs = {
  /** ADMIN: creates an organization and e-mails its owner an invitation. */
  adminCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/organizations',
    summary: 'Create an organization and invite its owner',
    body: CreateOrganizationInputSchema,
    responses: { 201: CreateOrganizationResponseSchema },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/organizations',
    summary: 'List organizations',
    responses: { 200: AdminOrganizationsResponseSchema },
  }),
  /** The caller's organization (ORG_ADMIN and ORG_STAFF; null when they belong to none). */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/mine',
    summary: 'My organization',
    responses: { 200: MyOrganizationResponseSchema },
  }),
  /** The public page /org/{slug}: the program and its visible active roster. */
  bySlug: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/by-slug/:slug',
    summary: "An organization's public page",
    params: OrgSlugParamsSchema,
    responses: { 200: PublicOrganizationResponseSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId',
    summary: 'Read an organization',
    params: OrgIdParamsSchema,
    responses: { 200: OrganizationResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/orgs/:orgId',
    summary: 'Update an organization',
    params: OrgIdParamsSchema,
    body: UpdateOrganizationInputSchema,
    responses: { 200: OrganizationResponseSchema },
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/dashboard',
    summary: "An organization's dashboard",
    params: OrgIdParamsSchema,
    responses: { 200: OrgDashboardResponseSchema },
  }),
  members: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/orgs/:orgId/members',
      summary: "List an organization's members",
      params: OrgIdParamsSchema,
      responses: { 200: OrgMembersResponseSchema },
    }),
    invite: defineEndpoint({
      method: 'POST',
      path: '/api/orgs/:orgId/members/invite',
      summary: 'Invite a member to an organization',
      errors: [409],
      params: OrgIdParamsSchema,
      body: InviteOrgMemberInputSchema,
      responses: { 201: InviteOrgMemberResponseSchema },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/api/orgs/:orgId/members/:userId',
      summary: 'Remove a member from an organization',
      params: OrgMemberParamsSchema,
      responses: { 200: MessageResponseSchema },
    }),
    cancelInvitation: defineEndpoint({
      method: 'DELETE',
      path: '/api/orgs/:orgId/invitations/:invitationId',
      summary: 'Cancel a member invitation',
      params: OrgInvitationParamsSchema,
      responses: { 200: MessageResponseSchema },
    }),
  },
  /** A member invitation by its e-mailed token. */
  invitations: {
    details: defineEndpoint({
      method: 'GET',
      path: '/api/org-invitations/:token',
      summary: 'Read a member invitation by its token',
      errors: [410],
      params: TokenParamsSchema,
      responses: { 200: OrgInvitationDetailsSchema },
    }),
    accept: defineEndpoint({
      method: 'POST',
      path: '/api/org-invitations/:token/accept',
      summary: 'Accept a member invitation',
      errors: [409, 410],
      params: TokenParamsSchema,
      body: AcceptOrgInvitationInputSchema,
      responses: { 200: AcceptOrgInvitationResponseSchema },
    }),
  },
  roster: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/orgs/:orgId/roster',
      summary: "List an organization's roster",
      params: OrgIdParamsSchema,
      query: RosterQuerySchema,
      responses: { 200: RosterResponseSchema },
    }),
    /** Invites a player found by search, or an address (the family picks the profile). */
    add: defineEndpoint({
      method: 'POST',
      path: '/api/orgs/:orgId/roster',
      summary: 'Invite a player to the roster',
      errors: [409],
      params: OrgIdParamsSchema,
      body: AddToRosterInputSchema,
      responses: { 201: RosterEntryResponseSchema },
    }),
    /** Revokes an active sponsorship or withdraws an invitation of a player. */
    revoke: defineEndpoint({
      method: 'DELETE',
      path: '/api/orgs/:orgId/roster/:playerId',
      summary: "Revoke a player's sponsorship or invitation",
      params: OrgRosterPlayerParamsSchema,
      responses: { 200: RosterEntryResponseSchema },
    }),
    /** Withdraws an invitation by e-mail that no profile has answered (roster status pending). */
    cancelInvitation: defineEndpoint({
      method: 'DELETE',
      path: '/api/orgs/:orgId/roster/invitations/:invitationId',
      summary: 'Withdraw a roster invitation sent by e-mail',
      params: OrgInvitationParamsSchema,
      responses: { 200: MessageResponseSchema },
    }),
    importValidate: defineEndpoint({
      method: 'POST',
      path: '/api/orgs/:orgId/roster/import/validate',
      summary: 'Check a roster CSV without writing it',
      params: OrgIdParamsSchema,
      body: RosterImportInputSchema,
      fileText: ['csvContent'],
      responses: { 200: RosterImportValidateResponseSchema },
    }),
    importExecute: defineEndpoint({
      method: 'POST',
      path: '/api/orgs/:orgId/roster/import/execute',
      summary: 'Import a roster CSV',
      params: OrgIdParamsSchema,
      body: RosterImportInputSchema,
      fileText: ['csvContent'],
      responses: { 200: RosterImportExecuteResponseSchema },
    }),
  },
  /** The family's side of sponsorships. */
  sponsorships: {
    mine: defineEndpoint({
      method: 'GET',
      path: '/api/sponsorships/mine',
      summary: "List my players' sponsorships",
      responses: { 200: MySponsorshipsResponseSchema },
    }),
    accept: defineEndpoint({
      method: 'POST',
      path: '/api/sponsorships/:id/accept',
      summary: 'Accept a sponsorship',
      errors: [409, 410],
      params: SponsorshipIdParamsSchema,
      body: AcceptSponsorshipInputSchema,
      responses: { 200: SponsorshipAnswerResponseSchema },
    }),
    decline: defineEndpoint({
      method: 'POST',
      path: '/api/sponsorships/:id/decline',
      summary: 'Decline a sponsorship',
      errors: [409, 410],
      params: SponsorshipIdParamsSchema,
      body: EmptyBodySchema,
      responses: { 200: SponsorshipAnswerResponseSchema },
    }),
    /** The family ends an active sponsorship. */
    leave: defineEndpoint({
      method: 'POST',
      path: '/api/sponsorships/:id/leave',
      summary: 'End an active sponsorship',
      params: SponsorshipIdParamsSchema,
      body: EmptyBodySchema,
      responses: { 200: SponsorshipAnswerResponseSchema },
    }),
    /** The e-mailed link's invitation (public: the token is the secret). */
    byToken: defineEndpoint({
      method: 'GET',
      path: '/api/sponsorship-invitations/:token',
      summary: 'Read a sponsorship invitation by its token',
      errors: [410],
      params: SponsorshipTokenParamsSchema,
      responses: { 200: SponsorshipSchema },
    }),
    acceptByToken: defineEndpoint({
      method: 'POST',
      path: '/api/sponsorship-invitations/:token/accept',
      summary: 'Accept a sponsorship invitation by its token',
      errors: [409, 410],
      params: SponsorshipTokenParamsSchema,
      body: AcceptSponsorshipInputSchema,
      responses: { 200: SponsorshipAnswerResponseSchema },
    }),
    declineByToken: defineEndpoint({
      method: 'POST',
      path: '/api/sponsorship-invitations/:token/decline',
      summary: 'Decline a sponsorship invitation by its token',
      errors: [409, 410],
      params: SponsorshipTokenParamsSchema,
      body: EmptyBodySchema,
      responses: { 200: SponsorshipAnswerResponseSchema },
    }),
  },
  verification: {
    /** The player, a linked parent or an admin sends evidence. */
    submit: defineEndpoint({
      method: 'POST',
      path: '/api/players/:id/verification-evidence',
      summary: 'Submit verification evidence',
      params: PlayerRefParamsSchema,
      body: SubmitEvidenceInputSchema,
      responses: { 201: EvidenceResponseSchema },
    }),
    /** The family's own submissions and their outcomes. */
    ofPlayer: defineEndpoint({
      method: 'GET',
      path: '/api/players/:id/verification-evidence',
      summary: "List a player's verification evidence",
      params: PlayerRefParamsSchema,
      responses: { 200: EvidenceListResponseSchema },
    }),
    /** The review queue: an admin sees all; verification staff see their active roster's. */
    queue: defineEndpoint({
      method: 'GET',
      path: '/api/verification-evidence',
      summary: 'The verification review queue',
      query: EvidenceQuerySchema,
      responses: { 200: EvidenceListResponseSchema },
    }),
    approve: defineEndpoint({
      method: 'POST',
      path: '/api/verification-evidence/:id/approve',
      summary: 'Approve verification evidence',
      params: IdParamsSchema,
      body: ReviewEvidenceInputSchema.nullish(),
      responses: { 200: EvidenceResponseSchema },
    }),
    reject: defineEndpoint({
      method: 'POST',
      path: '/api/verification-evidence/:id/reject',
      summary: 'Reject verification evidence',
      params: IdParamsSchema,
      body: RejectEvidenceInputSchema,
      responses: { 200: EvidenceResponseSchema },
    }),
    /**
     * The evidence's screenshot: its family, an admin and staff who may review it; anyone else
     * 404. Not a /media file: evidence is private to those readers.
     */
    screenshot: defineEndpoint({
      method: 'GET',
      path: '/api/verification-evidence/:id/screenshot',
      summary: 'The screenshot of verification evidence',
      params: IdParamsSchema,
      responses: {},
      raw: true,
    }),
    /** Organization staff attest a roster player's game: its skater and goalie lines become verified. */
    verifyGame: defineEndpoint({
      method: 'POST',
      path: '/api/players/:id/game-stats/:gameId/verify',
      summary: "Verify a roster player's game",
      params: GameVerifyParamsSchema,
      body: EmptyBodySchema,
      responses: { 200: GameVerifyResponseSchema },
    }),
  },
};
