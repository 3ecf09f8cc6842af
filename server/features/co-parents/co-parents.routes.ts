import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoParentInvitationAnswerSchema,
  CoParentInvitationConflictSchema,
  CoParentInvitationDetailsSchema,
  CoParentInvitationListSchema,
  EmptyBodySchema,
  IdParamsSchema,
  InviteCoParentInputSchema,
  InviteCoParentResponseSchema,
  MessageSchema,
  MyCoParentInvitationsResponseSchema,
  TokenParamsSchema,
} from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { requestInfo } from '#server/lib/audit.ts';
import {
  answerInvitation,
  cancelInvitation,
  type InvitationRef,
  invitationDetails,
  inviteCoParent,
  listPlayerInvitations,
  myInvitations,
} from './co-parents.service.ts';

const ALREADY_MESSAGE = {
  accepted: 'This invitation has already been accepted.',
  declined: 'This invitation has already been declined.',
} as const;

/** Co-parent invitations (spec 2 §7), under /api. */
export const coParentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;

  app.post(
    '/players/:id/co-parents/invite',
    {
      config: { access: ['PARENT'], sendsEmail: true },
      schema: {
        params: PlayerRefParamsSchema,
        body: InviteCoParentInputSchema,
        response: { 200: InviteCoParentResponseSchema },
      },
    },
    async (request) => {
      const invitation = await inviteCoParent(db, request.user!, request.params.id, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return { message: 'Invitation sent', invitation };
    },
  );

  app.get(
    '/players/:id/co-parents/invitations',
    {
      config: { access: ['PARENT', 'ADMIN'] },
      schema: { params: PlayerRefParamsSchema, response: { 200: CoParentInvitationListSchema } },
    },
    async (request) => ({ invitations: await listPlayerInvitations(db, request.user!, request.params.id) }),
  );

  app.delete(
    '/co-parents/invitations/:id',
    {
      config: { access: ['PARENT', 'ADMIN'] },
      schema: { params: IdParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await cancelInvitation(db, request.user!, request.params.id, requestInfo(request));
      return { message: 'Invitation cancelled' };
    },
  );

  app.get(
    '/co-parents/my-invitations',
    { config: { access: ['PARENT'] }, schema: { response: { 200: MyCoParentInvitationsResponseSchema } } },
    async (request) => myInvitations(db, request.user!),
  );

  app.get(
    '/co-parents/invitations/:token/details',
    {
      config: { access: 'public' },
      schema: { params: TokenParamsSchema, response: { 200: CoParentInvitationDetailsSchema } },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return invitationDetails(db, request.user, { token: request.params.token });
    },
  );

  app.get(
    '/co-parents/invitations/by-id/:id/details',
    {
      config: { access: ['PARENT'] },
      schema: { params: IdParamsSchema, response: { 200: CoParentInvitationDetailsSchema } },
    },
    async (request) => invitationDetails(db, request.user, { invitationId: request.params.id }),
  );

  const answerSchema = {
    body: EmptyBodySchema,
    response: { 200: CoParentInvitationAnswerSchema, 409: CoParentInvitationConflictSchema },
  };
  /** Already answered: 409 with the status, so the invitation page shows the matching view. */
  const alreadyAnswered = (status: 'accepted' | 'declined') => ({
    message: ALREADY_MESSAGE[status],
    code: 'CONFLICT' as const,
    status,
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/co-parents/invitations/:token/${answer}`,
      { config: { access: 'user' }, schema: { ...answerSchema, params: TokenParamsSchema } },
      async (request, reply) => {
        const ref: InvitationRef = { token: request.params.token };
        const result = await answerInvitation(db, request.user!, ref, answer, requestInfo(request));
        if (result.kind === 'done') return reply.status(200).send(result.answer);
        return reply.status(409).send(alreadyAnswered(result.status));
      },
    );
    app.post(
      `/co-parents/invitations/by-id/:id/${answer}`,
      { config: { access: ['PARENT'] }, schema: { ...answerSchema, params: IdParamsSchema } },
      async (request, reply) => {
        const ref: InvitationRef = { invitationId: request.params.id };
        const result = await answerInvitation(db, request.user!, ref, answer, requestInfo(request));
        if (result.kind === 'done') return reply.status(200).send(result.answer);
        return reply.status(409).send(alreadyAnswered(result.status));
      },
    );
  }
};
