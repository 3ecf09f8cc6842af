import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
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
export const coParentRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { coParents } = api;

  route(
    app,
    coParents.invite,
    { access: ['PARENT'], config: { sendsEmail: true, idempotent: true } },
    async (request) => {
      const invitation = await inviteCoParent(db, request.user, request.params.id, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return { message: 'Invitation sent', invitation };
    },
  );

  route(app, coParents.ofPlayer, { access: ['PARENT', 'ADMIN'] }, async (request) => ({
    invitations: await listPlayerInvitations(db, request.user, request.params.id),
  }));

  route(
    app,
    coParents.cancel,
    { access: ['PARENT', 'ADMIN'], config: { noReferrer: true } },
    async (request) => {
      await cancelInvitation(db, request.user, request.params.id, requestInfo(request));
      return { message: 'Invitation cancelled' };
    },
  );

  route(app, coParents.mine, { access: ['PARENT'], config: { noReferrer: true } }, async (request) =>
    myInvitations(db, request.user),
  );

  route(
    app,
    coParents.detailsByToken,
    { access: 'public', config: { noReferrer: true } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return invitationDetails(db, request.user, { token: request.params.token });
    },
  );

  route(app, coParents.detailsById, { access: ['PARENT'], config: { noReferrer: true } }, async (request) =>
    invitationDetails(db, request.user, { invitationId: request.params.id }),
  );

  /** Already answered: 409 with the status, so the invitation page shows the matching view. */
  const alreadyAnswered = (status: 'accepted' | 'declined') => ({
    message: ALREADY_MESSAGE[status],
    code: 'CONFLICT' as const,
    status,
  });

  const byToken = { accept: coParents.acceptByToken, decline: coParents.declineByToken };
  const byId = { accept: coParents.acceptById, decline: coParents.declineById };
  for (const answer of ['accept', 'decline'] as const) {
    // Declining by the e-mailed link needs no account; accepting needs the invited parent's.
    const access = answer === 'decline' ? ('public' as const) : ('user' as const);
    route(app, byToken[answer], { access, config: { noReferrer: true } }, async (request, reply) => {
      const ref: InvitationRef = { token: request.params.token };
      const result = await answerInvitation(db, request.user ?? null, ref, answer, requestInfo(request));
      if (result.kind === 'done') return reply.status(200).send(result.answer);
      return reply.status(409).send(alreadyAnswered(result.status));
    });
    route(app, byId[answer], { access: ['PARENT'], config: { noReferrer: true } }, async (request, reply) => {
      const ref: InvitationRef = { invitationId: request.params.id };
      const result = await answerInvitation(db, request.user, ref, answer, requestInfo(request));
      if (result.kind === 'done') return reply.status(200).send(result.answer);
      return reply.status(409).send(alreadyAnswered(result.status));
    });
  }
};
