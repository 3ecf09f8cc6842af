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
    summary: "Create a child's profile as a parent",
    body: ParentCreatePlayerInputSchema,
    responses: { 201: ParentCreatePlayerResponseSchema },
  }),
  giveConsent: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/parental-consent',
    summary: 'Give parental consent',
    params: PlayerRefParamsSchema,
    body: ParentalConsentInputSchema,
    responses: { 200: ParentalConsentResponseSchema },
  }),
  ofPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/parents',
    summary: "List a player's parents",
    params: PlayerRefParamsSchema,
    responses: { 200: PlayerParentsResponseSchema },
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/api/parents/account',
    summary: 'My parent account',
    responses: { 200: ParentAccountSchema },
  }),
  pendingApprovals: defineEndpoint({
    method: 'GET',
    path: '/api/parents/pending-approvals',
    summary: 'List changes waiting for my approval',
    responses: { 200: PendingApprovalsResponseSchema },
  }),
  approvePending: defineEndpoint({
    method: 'POST',
    path: '/api/parents/pending-approvals/:id/approve',
    summary: 'Approve a waiting change',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: ApproveProfileResponseSchema },
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/parents/activity',
    summary: "My children's recent activity",
    responses: { 200: ParentActivityResponseSchema },
  }),
};
