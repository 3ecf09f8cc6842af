import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import {
  emailPreferencesOf,
  setEmailPreferences,
  unsubscribe,
  unsubscribeInfo,
} from './notifications.service.ts';

/** E-mail preferences (D304) and one-click unsubscribe links (D305). */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { notifications } = api;

  route(app, notifications.preferences, { access: 'user' }, async (request) => ({
    preferences: await emailPreferencesOf(db, request.user.id),
  }));

  route(app, notifications.updatePreferences, { access: 'user' }, async (request) => ({
    preferences: await setEmailPreferences(db, request.user.id, request.body),
  }));

  route(app, notifications.unsubscribeInfo, { access: 'public' }, async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return unsubscribeInfo(db, request.params.token);
  });

  await app.register(async (scope) => {
    // RFC 8058: a mail program's one-click POST sends "List-Unsubscribe=One-Click" as a form, from no page
    // of ours (no Origin): the token alone authorizes turning one kind of e-mail off, nothing else.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    route(scope, notifications.unsubscribe, { access: 'public', config: { csrf: false } }, async (request) =>
      unsubscribe(db, request.params.token),
    );
  });
};
