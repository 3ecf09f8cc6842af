import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { CSV_IMPORT_BODY_LIMIT } from '#server/lib/csv.ts';
import { parseLargeJsonOnWorker } from '#server/lib/json-body.ts';
import { route } from '#server/lib/route.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { addToRoster, cancelEmailInvitation, revokeFromRoster } from './roster.service.ts';
import { executeRosterImport, validateRosterImport } from './roster-import.ts';
import { listRoster } from './roster-list.ts';
import {
  type Answer,
  answerSponsorship,
  mySponsorships,
  type SponsorshipRef,
  sponsorshipByToken,
} from './sponsorships.service.ts';

const ORG_CALLERS = ['ORG_ADMIN', 'ORG_STAFF', 'ADMIN'] as const;
const member = { policy: 'org:member', param: 'orgId', roles: ORG_CALLERS } as const;
const rosterStaff = { ...member, scope: 'roster' } as const;
const FAMILY = ['PLAYER', 'PARENT'] as const;
/** A sponsorship the family answers for by its id (sponsorship-access.ts, D277). */
const familySponsorship = { policy: 'sponsorship:family', param: 'id', roles: FAMILY } as const;

/**
 * Rosters and sponsorships, under /api. The organization's side needs the roster scope to
 * change anything; the family's side is the player's or a linked parent's (sponsorships.service.ts
 * whoAnswers; by id, the sponsorship:family policy). Invitations are bounded by the open-invitation cap
 * of an organization, not by the per-account e-mail budget: a club adds a whole team at once.
 */
export const rosterRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { roster, sponsorships } = api.orgs;
  const ctx = (request: FastifyRequest) => ({
    appUrl: env.APP_URL,
    info: requestInfo(request),
  });

  route(app, roster.list, { access: member }, async (request) =>
    listRoster(db, request.resource.org, request.query),
  );

  route(app, roster.add, { access: rosterStaff, config: { idempotent: true } }, async (request, reply) => {
    const result = await addToRoster(db, request.user, request.resource.org, request.body, ctx(request));
    app.ctx.mail.nudge();
    return reply.status(201).send(result);
  });

  route(app, roster.revoke, { access: rosterStaff }, async (request) =>
    revokeFromRoster(db, request.user, request.resource.org, request.params.playerId, requestInfo(request)),
  );

  route(app, roster.cancelInvitation, { access: rosterStaff }, async (request) => {
    await cancelEmailInvitation(
      db,
      request.user,
      request.resource.org,
      request.params.invitationId,
      requestInfo(request),
    );
    return { message: 'Invitation withdrawn.' };
  });

  // The two imports, in a scope whose file bodies of several megabytes are parsed off the event loop (D139).
  await app.register(async (scope) => {
    parseLargeJsonOnWorker(scope);
    const importOptions = { bodyLimit: CSV_IMPORT_BODY_LIMIT };
    route(scope, roster.importValidate, { access: rosterStaff, options: importOptions }, async (request) =>
      validateRosterImport(db, request.resource.org, request.body.csvContent),
    );

    route(scope, roster.importExecute, { access: rosterStaff, options: importOptions }, async (request) => {
      const result = await executeRosterImport(
        db,
        request.user,
        request.resource.org,
        request.body,
        ctx(request),
      );
      app.ctx.mail.nudge();
      return result;
    });
  });

  route(app, sponsorships.mine, { access: FAMILY }, async (request) => mySponsorships(db, request.user));

  /** The family answers an invitation (by id from their screens, or by the e-mailed token). */
  const answer = async (
    request: FastifyRequest & { user: AuthUser },
    ref: SponsorshipRef,
    action: Answer,
    playerId?: string,
  ) => {
    const result = await answerSponsorship(db, request.user, ref, action, { playerId }, ctx(request));
    app.ctx.mail.nudge();
    return result;
  };

  route(app, sponsorships.accept, { access: familySponsorship }, async (request) =>
    answer(request, request.resource, 'accept', request.body?.playerId),
  );
  route(app, sponsorships.decline, { access: familySponsorship }, async (request) =>
    answer(request, request.resource, 'decline'),
  );
  route(app, sponsorships.leave, { access: familySponsorship }, async (request) =>
    answer(request, request.resource, 'leave'),
  );

  // The token is the secret: the invitation page must not leak it to other sites through the Referer.
  const noReferrer = { noReferrer: true } as const;

  route(app, sponsorships.byToken, { access: 'public', config: noReferrer }, async (request) =>
    sponsorshipByToken(db, request.user, request.params.token),
  );

  route(app, sponsorships.acceptByToken, { access: FAMILY, config: noReferrer }, async (request) =>
    answer(request, { token: request.params.token }, 'accept', request.body?.playerId),
  );
  route(app, sponsorships.declineByToken, { access: FAMILY, config: noReferrer }, async (request) =>
    answer(request, { token: request.params.token }, 'decline'),
  );
};
