import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import {
  answerInvitation,
  cancelInvitation,
  findInvitationByToken,
  invitationDetails,
  inviteCoParent,
  inviteCoParentToChildren,
  listPlayerInvitations,
  myInvitations,
} from './co-parents.service.ts';

/** A player the PARENT is linked to (parent-policies.ts); the co-parent policies (co-parent-policies.ts). */
const linkedParent = { policy: 'player:linkedParent', param: 'id', roles: ['PARENT'] } as const;
const invitationsOfPlayer = {
  policy: 'player:coParentInvitations',
  param: 'id',
  roles: ['PARENT', 'ADMIN'],
} as const;
const managedInvitation = {
  policy: 'coParentInvitation:manage',
  param: 'id',
  roles: ['PARENT', 'ADMIN'],
} as const;
const invitee = { policy: 'coParentInvitation:invitee', param: 'id', roles: ['PARENT'] } as const;

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
    { access: linkedParent, config: { sendsEmail: true, idempotent: true } },
    async (request) => {
      const invitation = await inviteCoParent(db, request.user, request.resource, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return { message: 'Invitation sent', invitation };
    },
  );

  route(
    app,
    coParents.inviteToChildren,
    { access: ['PARENT'], config: { sendsEmail: true, idempotent: true } },
    async (request) => {
      const answer = await inviteCoParentToChildren(db, request.user, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return answer;
    },
  );

  route(app, coParents.ofPlayer, { access: invitationsOfPlayer }, async (request) => ({
    invitations: await listPlayerInvitations(db, request.resource),
  }));

  route(
    app,
    coParents.cancel,
    { access: managedInvitation, config: { noReferrer: true } },
    async (request) => {
      await cancelInvitation(db, request.user, request.resource, requestInfo(request));
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
      return invitationDetails(await findInvitationByToken(db, request.params.token));
    },
  );

  route(app, coParents.detailsById, { access: invitee, config: { noReferrer: true } }, async (request) =>
    invitationDetails(request.resource),
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
      const { token } = request.params;
      const found = { ref: { token }, found: await findInvitationByToken(db, token) };
      const result = await answerInvitation(db, request.user ?? null, found, answer, requestInfo(request));
      if (result.kind === 'done') return reply.status(200).send(result.answer);
      return reply.status(409).send(alreadyAnswered(result.status));
    });
    route(app, byId[answer], { access: invitee, config: { noReferrer: true } }, async (request, reply) => {
      const found = { ref: { invitationId: request.params.id }, found: request.resource };
      const result = await answerInvitation(db, request.user, found, answer, requestInfo(request));
      if (result.kind === 'done') return reply.status(200).send(result.answer);
      return reply.status(409).send(alreadyAnswered(result.status));
    });
  }
};
