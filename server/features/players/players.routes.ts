import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageTag, tagAnswer, viewerTags } from '#server/lib/page-tags.ts';
import { route } from '#server/lib/route.ts';
import { commitmentRoutes } from './commitment.routes.ts';
import { goalRoutes } from './goals.routes.ts';
import { interestFunnel } from './interest.service.ts';
import { pageRoutes } from './page.routes.ts';
import { managerReadAccess } from './player-policies.ts';
import {
  countListItems,
  countProfileViews,
  findOwnProfile,
  playerFeatures,
  profileViewOf,
  setupPlayer,
  updatePlayer,
} from './players.service.ts';
import { playerDetailSerializerCompiler } from './profile.serialize.ts';
import { toPlayerDetail } from './profile-read.ts';
import { profileStrengthOf } from './profile-strength.service.ts';
import { changeProfileUrl, demoProfilePath, profileAnalytics } from './reach.service.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { statsRoutes } from './stats.routes.ts';
import { teamHistoryRoutes } from './team-history.routes.ts';

/** The player profile area (spec 2 §7), mounted under /api. Sub-resources live in their own files. */
export const playerRoutes: FastifyPluginAsync = async (app) => {
  const { db, profileViews, env } = app.ctx;
  const { players } = api;
  // The profile answer without zod re-checking each field in production (profile.serialize.ts).
  const detailOptions = { serializerCompiler: playerDetailSerializerCompiler(env.NODE_ENV !== 'production') };

  route(app, players.setup, { access: ['PLAYER'] }, async (request, reply) => {
    const player = await setupPlayer(db, request.user, request.body, requestInfo(request));
    return reply.status(201).send({ player });
  });

  route(app, players.me, { access: 'user', options: detailOptions }, async (request) => {
    const own = await findOwnProfile(db, request.user.id);
    if (!own) throw notFound('Player profile not found');
    return toPlayerDetail(own.player, own.profile, { user: request.user, canManage: true });
  });

  // The policy's one statement is the read's whole database cost; the view is written later, in a batch.
  const profileAccess = { policy: 'player:profile', param: 'id' } as const;
  route(app, players.get, { access: profileAccess, options: detailOptions }, async (request) => {
    const { player, canManage, profile } = request.resource;
    if (!canManage) profileViews.record(profileViewOf(player, request.user, requestInfo(request)));
    return toPlayerDetail(player, profile, { user: request.user, canManage });
  });

  route(app, players.update, { access: { policy: 'player:manage', param: 'id' } }, async (request) => ({
    player: await updatePlayer(db, request.user, request.resource, request.body, requestInfo(request)),
  }));

  route(app, players.views, { access: { policy: 'player:viewCount', param: 'id' } }, async (request) => ({
    viewCount: await countProfileViews(db, request.resource.id),
  }));

  route(app, players.listCount, { access: managerReadAccess }, async (request) => ({
    listCount: await countListItems(db, request.resource.id),
  }));

  route(app, players.profileStrength, { access: managerReadAccess }, async (request) =>
    profileStrengthOf(db, request.resource),
  );

  // Roster staff who maintain the schedule see its limit too: they add events under it.
  const featuresAccess = { ...managerReadAccess, scope: 'schedule' } as const;
  route(app, players.features, { access: featuresAccess }, async (request) =>
    playerFeatures(db, request.resource),
  );

  // The paid profile features (decisions §5): each gated by the player's plan inside the service.
  route(app, players.profileUrl, { access: { policy: 'player:manage', param: 'id' } }, async (request) =>
    changeProfileUrl(db, request.user, request.resource, request.body.slug, requestInfo(request)),
  );

  route(app, players.demoProfile, { access: 'public' }, async (request, reply) => {
    // The same for every viewer (D200).
    tagAnswer(reply, [pageTag.slugs, ...viewerTags(request.user)]);
    return { path: await demoProfilePath(db) };
  });

  route(app, players.analytics, { access: managerReadAccess }, async (request) =>
    profileAnalytics(db, request.resource, request.query),
  );

  // D330-D334: the interest funnel, for the same readers and plans as the analytics above.
  route(app, players.interest, { access: managerReadAccess }, async (request) =>
    interestFunnel(db, request.resource, request.user, request.query),
  );

  await app.register(teamHistoryRoutes);
  await app.register(scheduleRoutes);
  await app.register(statsRoutes);
  await app.register(goalRoutes);
  await app.register(pageRoutes);
  await app.register(commitmentRoutes);
};
