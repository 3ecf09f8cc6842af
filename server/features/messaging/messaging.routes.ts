import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { contactPreferencesOf, updateContactPreferences } from './contact-preferences.service.ts';
import { recruiterContactStatus } from './contact-status.ts';
import { conversationDetail, conversationSummaries, unreadCountOf } from './conversations.read.ts';
import { markRead, reportConversation, sendMessage, startConversation } from './conversations.service.ts';
import type { MessagingContext } from './messaging-context.ts';
import { createMessagingLimiter, type MessagingLimits } from './messaging-limits.ts';
import { recruiterProfileOf, sharePlayer, updateRecruiterProfile } from './recruiters.service.ts';
import { listReports, resolveReport } from './reports.service.ts';

const m = api.messaging;
/** Who may start a thread: a recruiter about a player, or the player's family with a recruiter. */
const STARTERS = ['RECRUITER', 'PLAYER', 'PARENT'] as const;
/** The player:manage policy (its managers: the player's account, linked parents, admins). */
const managers = { policy: 'player:manage', param: 'id', roles: ['PLAYER', 'PARENT', 'ADMIN'] } as const;
/** A thread the caller takes part in (messaging-policies.ts). */
const participant = { policy: 'conversation:participant', param: 'id' } as const;

/**
 * Conversations (any signed-in user lists their own threads; one thread answers its participants only,
 * the conversation:participant policy), contact settings, the
 * recruiter profile and SHARE PLAYER.
 */
export const messagingRoutes: FastifyPluginAsync<{ limits: MessagingLimits }> = async (app, { limits }) => {
  const { db, env } = app.ctx;
  const limiter = createMessagingLimiter(app.limitStore, limits);
  const ctxOf = (request: FastifyRequest): MessagingContext => ({
    db,
    appUrl: env.APP_URL,
    limiter,
    info: requestInfo(request),
    log: request.log,
  });

  route(app, m.conversations.list, { access: 'user' }, async (request) => {
    const [conversations, unreadCount] = await Promise.all([
      conversationSummaries(db, request.user.id),
      unreadCountOf(db, request.user.id),
    ]);
    return { conversations, unreadCount };
  });

  route(app, m.conversations.unreadCount, { access: 'user' }, async (request) => ({
    unreadCount: await unreadCountOf(db, request.user.id),
  }));

  route(
    app,
    m.conversations.start,
    { access: STARTERS, config: { idempotent: true } },
    async (request, reply) => {
      const result = await startConversation(ctxOf(request), request.user, request.body);
      return reply.status(201).send(result);
    },
  );

  route(app, m.conversations.get, { access: participant }, async (request) => ({
    conversation: await conversationDetail(db, request.user.id, request.resource.conversationId),
  }));

  route(
    app,
    m.conversations.send,
    { access: participant, config: { idempotent: true } },
    async (request, reply) => {
      const message = await sendMessage(ctxOf(request), request.user, request.resource, request.body.body);
      return reply.status(201).send({ message });
    },
  );

  route(app, m.conversations.read, { access: participant }, async (request) => ({
    unreadCount: await markRead(db, request.user, request.resource.conversationId),
  }));

  route(app, m.conversations.report, { access: participant }, async (request, reply) => {
    const result = await reportConversation(ctxOf(request), request.user, request.resource, request.body);
    return reply.status(201).send(result);
  });

  route(
    app,
    m.contactStatus,
    { access: { policy: 'player:view', param: 'id', roles: ['RECRUITER'] } },
    async (request) => {
      const { family: _family, ...status } = await recruiterContactStatus(
        db,
        request.user,
        request.resource.player,
      );
      return { status };
    },
  );

  route(app, m.contactPreferences.get, { access: managers }, async (request) => ({
    preferences: await contactPreferencesOf(db, request.resource.id),
  }));

  route(app, m.contactPreferences.put, { access: managers }, async (request) => ({
    preferences: await updateContactPreferences(
      db,
      request.user,
      request.resource,
      request.body,
      requestInfo(request),
    ),
  }));

  route(app, m.recruiterProfile.get, { access: ['RECRUITER'] }, async (request) => ({
    recruiter: await recruiterProfileOf(db, request.user),
  }));

  route(app, m.recruiterProfile.update, { access: ['RECRUITER'] }, async (request) => ({
    recruiter: await updateRecruiterProfile(db, request.user, request.body, requestInfo(request)),
  }));

  route(
    app,
    m.share,
    {
      access: { policy: 'player:view', param: 'id', roles: ['RECRUITER'] },
      config: { sendsEmail: true, idempotent: true },
    },
    async (request) =>
      sharePlayer(db, {
        user: request.user,
        player: request.resource.player,
        input: request.body,
        appUrl: env.APP_URL,
        limiter,
        info: requestInfo(request),
      }),
  );

  route(app, m.admin.reports, { access: ['ADMIN'] }, async (request) => ({
    reports: await listReports(db, request.query.status),
  }));

  route(app, m.admin.resolve, { access: ['ADMIN'] }, async (request) => ({
    report: await resolveReport(db, request.user, request.params.id, request.body, requestInfo(request)),
  }));
};
