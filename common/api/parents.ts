import {
  ApproveProfileResponseSchema,
  EmptyBodySchema,
  IdParamsSchema,
  ParentAccountSchema,
  ParentActivityResponseSchema,
  ParentalConsentInputSchema,
  ParentalConsentResponseSchema,
  ParentCreatePlayerInputSchema,
  ParentCreatePlayerResponseSchema,
  PendingApprovalsResponseSchema,
  PlayerParentsResponseSchema,
} from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** The parent areas: a child's profile, consent, the account page, approvals waiting, activity. */
export const parents = {
  createPlayer: defineEndpoint({
    method: 'POST',
    path: '/api/players/parent-create',
    body: ParentCreatePlayerInputSchema,
    responses: { 201: ParentCreatePlayerResponseSchema },
  }),
  giveConsent: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/parental-consent',
    params: PlayerRefParamsSchema,
    body: ParentalConsentInputSchema,
    responses: { 200: ParentalConsentResponseSchema },
  }),
  ofPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/parents',
    params: PlayerRefParamsSchema,
    responses: { 200: PlayerParentsResponseSchema },
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/api/parents/account',
    responses: { 200: ParentAccountSchema },
  }),
  pendingApprovals: defineEndpoint({
    method: 'GET',
    path: '/api/parents/pending-approvals',
    responses: { 200: PendingApprovalsResponseSchema },
  }),
  approvePending: defineEndpoint({
    method: 'POST',
    path: '/api/parents/pending-approvals/:id/approve',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: ApproveProfileResponseSchema },
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/parents/activity',
    responses: { 200: ParentActivityResponseSchema },
  }),
};
