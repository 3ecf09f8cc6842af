import {
  CoParentInvitationAnswerSchema,
  CoParentInvitationConflictSchema,
  CoParentInvitationDetailsSchema,
  CoParentInvitationListSchema,
  EmptyBodySchema,
  IdParamsSchema,
  InviteCoParentInputSchema,
  InviteCoParentResponseSchema,
  InviteCoParentToChildrenInputSchema,
  InviteCoParentToChildrenResponseSchema,
  MessageSchema,
  MyCoParentInvitationsResponseSchema,
  TokenParamsSchema,
} from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** Answering an invitation; 409 with the status when it was already answered. */
const answerResponses = {
  200: CoParentInvitationAnswerSchema,
  409: CoParentInvitationConflictSchema,
} as const;

/** Co-parent invitations: by e-mailed token, or by id for a signed-in parent. */
export const coParents = {
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/co-parents/invite',
    summary: 'Invite a co-parent',
    params: PlayerRefParamsSchema,
    body: InviteCoParentInputSchema,
    responses: { 200: InviteCoParentResponseSchema },
  }),
  inviteToChildren: defineEndpoint({
    method: 'POST',
    path: '/api/co-parents/invite',
    summary: 'Invite a co-parent to several children at once',
    errors: [409],
    body: InviteCoParentToChildrenInputSchema,
    responses: { 200: InviteCoParentToChildrenResponseSchema },
  }),
  ofPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/co-parents/invitations',
    summary: "List a player's co-parent invitations",
    params: PlayerRefParamsSchema,
    responses: { 200: CoParentInvitationListSchema },
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/api/co-parents/invitations/:id',
    summary: 'Cancel a co-parent invitation',
    params: IdParamsSchema,
    responses: { 200: MessageSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/co-parents/my-invitations',
    summary: 'List the co-parent invitations sent to me',
    responses: { 200: MyCoParentInvitationsResponseSchema },
  }),
  detailsByToken: defineEndpoint({
    method: 'GET',
    path: '/api/co-parents/invitations/:token/details',
    summary: 'Read a co-parent invitation by its token',
    errors: [410],
    params: TokenParamsSchema,
    responses: { 200: CoParentInvitationDetailsSchema },
  }),
  detailsById: defineEndpoint({
    method: 'GET',
    path: '/api/co-parents/invitations/by-id/:id/details',
    summary: 'Read a co-parent invitation by its id',
    params: IdParamsSchema,
    responses: { 200: CoParentInvitationDetailsSchema },
  }),
  acceptByToken: defineEndpoint({
    method: 'POST',
    path: '/api/co-parents/invitations/:token/accept',
    summary: 'Accept a co-parent invitation by its token',
    errors: [409, 410],
    params: TokenParamsSchema,
    body: EmptyBodySchema,
    responses: answerResponses,
  }),
  declineByToken: defineEndpoint({
    method: 'POST',
    path: '/api/co-parents/invitations/:token/decline',
    summary: 'Decline a co-parent invitation by its token',
    errors: [409, 410],
    params: TokenParamsSchema,
    body: EmptyBodySchema,
    responses: answerResponses,
  }),
  acceptById: defineEndpoint({
    method: 'POST',
    path: '/api/co-parents/invitations/by-id/:id/accept',
    summary: 'Accept a co-parent invitation by its id',
    errors: [409, 410],
    params: IdParamsSchema,
    body: EmptyBodySchema,
    responses: answerResponses,
  }),
  declineById: defineEndpoint({
    method: 'POST',
    path: '/api/co-parents/invitations/by-id/:id/decline',
    summary: 'Decline a co-parent invitation by its id',
    errors: [409, 410],
    params: IdParamsSchema,
    body: EmptyBodySchema,
    responses: answerResponses,
  }),
};
