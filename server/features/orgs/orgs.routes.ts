import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { pageTag, tagAnswer, viewerTags } from '#server/lib/page-tags.ts';
import { route } from '#server/lib/route.ts';
import { startSession } from '#server/plugins/auth.ts';
import { orgDashboard } from './dashboard.service.ts';
import { cancelMemberInvitation, inviteMember, listMembers, removeMember } from './members.service.ts';
import { acceptOrgInvitation, orgInvitationDetails } from './org-invitations.service.ts';
import {
  createOrganization,
  findMyOrganization,
  findPublicOrganization,
  listOrganizations,
  organizationResponse,
  updateOrganization,
} from './orgs.service.ts';

/** The organization policy's callers: members of the organization and admins (server/access-matrix.test.ts). */
const ORG_CALLERS = ['ORG_ADMIN', 'ORG_STAFF', 'ADMIN'] as const;
const member = { policy: 'org:member', param: 'orgId', roles: ORG_CALLERS } as const;
const orgAdmin = { ...member, scope: 'admin' } as const;

/** Organizations, their members and member invitations, under /api. */
export const orgsRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { orgs } = api;

  route(
    app,
    orgs.adminCreate,
    { access: ['ADMIN'], config: { sendsEmail: true } },
    async (request, reply) => {
      const created = await createOrganization(db, request.user, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return reply.status(201).send(created);
    },
  );

  route(app, orgs.adminList, { access: ['ADMIN'] }, async () => listOrganizations(db));

  route(app, orgs.mine, { access: ['ORG_ADMIN', 'ORG_STAFF'] }, async (request) =>
    findMyOrganization(db, request.user),
  );

  route(app, orgs.bySlug, { access: 'public' }, async (request, reply) => {
    const found = await findPublicOrganization(db, request.params.slug);
    // The same for every viewer (D200).
    tagAnswer(reply, [
      pageTag.org(found.organization.id),
      ...found.roster.map((p) => pageTag.player(p.id)),
      ...viewerTags(request.user),
    ]);
    return found;
  });

  route(app, orgs.get, { access: member }, async (request) => organizationResponse(request.resource));

  route(app, orgs.update, { access: orgAdmin }, async (request) =>
    updateOrganization(db, request.user, request.resource, request.body, requestInfo(request)),
  );

  route(app, orgs.dashboard, { access: member }, async (request) => orgDashboard(db, request.resource));

  route(app, orgs.members.list, { access: member }, async (request) => listMembers(db, request.resource));

  route(
    app,
    orgs.members.invite,
    { access: orgAdmin, config: { sendsEmail: true, idempotent: true } },
    async (request, reply) => {
      const invitation = await inviteMember(db, request.user, request.resource, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return reply.status(201).send({ invitation, message: `Invitation sent to ${invitation.email}` });
    },
  );

  route(app, orgs.members.remove, { access: orgAdmin }, async (request) => {
    await removeMember(db, request.user, request.resource, request.params.userId, requestInfo(request));
    return { message: 'Member removed' };
  });

  route(app, orgs.members.cancelInvitation, { access: orgAdmin }, async (request) => {
    await cancelMemberInvitation(
      db,
      request.user,
      request.resource,
      request.params.invitationId,
      requestInfo(request),
    );
    return { message: 'Invitation cancelled' };
  });

  // The token travels in the URL: no Referer carries it onwards (config.noReferrer).
  route(app, orgs.invitations.details, { access: 'public', config: { noReferrer: true } }, async (request) =>
    orgInvitationDetails(db, request.params.token),
  );

  route(
    app,
    orgs.invitations.accept,
    { access: 'public', config: { noReferrer: true } },
    async (request, reply) => {
      const outcome = await acceptOrgInvitation(
        db,
        request.user,
        request.params.token,
        request.body,
        requestInfo(request),
      );
      if (outcome.createdUserId) await startSession(db, reply, outcome.createdUserId, request);
      return outcome.response;
    },
  );
};
