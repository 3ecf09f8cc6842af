import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { PAGE_VIEW_HEADER, pageTag, tagAnswer, viewerTags } from '#server/lib/page-tags.ts';
import { route } from '#server/lib/route.ts';
import { listGoals } from './goals.service.ts';
import { profileViewOf } from './players.service.ts';
import { toPlayerDetail } from './profile-read.ts';
import { listScheduleEvents, listUpcomingEvents } from './schedule.service.ts';
import { getMeasurables, listCoachReferences, listSeasonStats } from './season-stats.service.ts';

/**
 * GET /api/players/{id}/page (D096): everything the public profile page draws in one answer, each part
 * exactly as its own endpoint answers it (same rules: coach e-mails and private goals for managers only, a
 * minor's schedule details per canSeeScheduleDetails). The server-rendered page embeds this answer; a
 * visit counts one view, as GET /api/players/{id} does.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { db, profileViews } = app.ctx;

  // The profile and its parts as GET /api/players/{id} reads them (one statement), the rest beside it.
  route(
    app,
    api.players.page,
    { access: { policy: 'player:profile', param: 'id' } },
    async (request, reply) => {
      const { player, canManage, profile } = request.resource;
      const user = request.user;
      if (!canManage) {
        profileViews.record(profileViewOf(player, user, requestInfo(request)));
        reply.header(PAGE_VIEW_HEADER, player.id);
      }
      // The viewer's part (D200): who they are (users row: role, verified e-mail), whether they manage the
      // player (player_parents) and, for a minor's schedule details, their organizations (org_members).
      tagAnswer(reply, [pageTag.player(player.id), ...viewerTags(user)]);
      const detail = toPlayerDetail(player, profile, { user, canManage });
      const [scheduleEvents, upcomingEvents, seasonStats, measurables, references, goals] = await Promise.all(
        [
          listScheduleEvents(db, player, user),
          listUpcomingEvents(db, player, user),
          listSeasonStats(db, player.id),
          getMeasurables(db, player.id),
          listCoachReferences(db, player.id, { showCoachEmail: canManage }),
          listGoals(db, player.id, { includePrivate: canManage }),
        ],
      );
      return {
        detail,
        scheduleEvents: { events: scheduleEvents },
        upcomingEvents: { events: upcomingEvents },
        seasonStats,
        measurables: { measurables },
        coachReferences: { references },
        goals: { goals },
      };
    },
  );
};
