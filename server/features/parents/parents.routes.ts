import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { approveProfile, listPendingApprovals } from '#server/features/approvals/approvals.service.ts';
import { requestInfo } from '#server/lib/audit.ts';
import {
  createChildPlayer,
  listPlayerParents,
  parentAccount,
  recentActivity,
  submitParentalConsent,
} from './parents.service.ts';

const parentOnly = ['PARENT'] as const;

/** The parent areas of spec 2 (§2 /create-player-profile, /parent, /parent/activity), under /api. */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/players/parent-create',
    {
      config: { access: parentOnly },
      schema: { body: ParentCreatePlayerInputSchema, response: { 201: ParentCreatePlayerResponseSchema } },
    },
    async (request, reply) => {
      const player = await createChildPlayer(db, request.user!, request.body, requestInfo(request));
      return reply.status(201).send({ player });
    },
  );

  app.post(
    '/players/:id/parental-consent',
    {
      config: { access: parentOnly },
      schema: {
        params: PlayerRefParamsSchema,
        body: ParentalConsentInputSchema,
        response: { 200: ParentalConsentResponseSchema },
      },
    },
    async (request) => {
      const player = await submitParentalConsent(
        db,
        request.user!,
        request.params.id,
        request.body,
        requestInfo(request),
      );
      return { message: 'Consent recorded', player };
    },
  );

  app.get(
    '/players/:id/parents',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: PlayerParentsResponseSchema } },
    },
    async (request) => ({ parents: await listPlayerParents(db, request.user!, request.params.id) }),
  );

  app.get(
    '/parents/account',
    { config: { access: parentOnly }, schema: { response: { 200: ParentAccountSchema } } },
    async (request) => parentAccount(db, request.user!),
  );

  app.get(
    '/parents/pending-approvals',
    { config: { access: parentOnly }, schema: { response: { 200: PendingApprovalsResponseSchema } } },
    async (request) => listPendingApprovals(db, request.user!),
  );

  app.post(
    '/parents/pending-approvals/:id/approve',
    {
      config: { access: parentOnly },
      schema: {
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: ApproveProfileResponseSchema },
      },
    },
    async (request) =>
      approveProfile(db, request.user!, { requestId: request.params.id }, requestInfo(request)),
  );

  app.get(
    '/parents/activity',
    { config: { access: parentOnly }, schema: { response: { 200: ParentActivityResponseSchema } } },
    async (request) => ({ activity: await recentActivity(db, request.user!.id) }),
  );
};
