import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { annotationsOf, NO_ANNOTATION } from './annotations.ts';
import {
  addListItem,
  createList,
  deleteList,
  listItems,
  listOwnLists,
  removeListItem,
} from './lists.service.ts';
import { exportList, setItemStage, updateList } from './pipeline.service.ts';
import { readSharedList } from './shared-link.service.ts';
import {
  addMember,
  createShareLink,
  removeMember,
  revokeShareLink,
  sharingOf,
  updateMember,
} from './sharing.service.ts';

/** Lists are a recruiter's own working space (decisions §1); no other role has any. */
const access = ['RECRUITER'] as const;
/** One of the caller's own lists, by its id in the path (list-policies.ts). */
const ownList = (param: 'id' | 'listId') => ({ policy: 'list:own', param, roles: access }) as const;
/**
 * D321: a list the caller owns or a colleague shared with them; 'view' reads it, 'edit' moves stages and
 * adds or removes players. Renaming, deleting, exporting and sharing stay the owner's (ownList).
 */
const memberList = (scope: 'view' | 'edit') =>
  ({ policy: 'list:member', param: 'listId', scope, roles: access }) as const;
/** The link's token is the secret: kept out of Referer; the answer depends on who reads it (D323). */
const linkConfig = { noReferrer: true } as const;

export const listRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { lists, listSharing } = api;
  const baseUrl = (request: FastifyRequest) => env.APP_URL ?? `${request.protocol}://${request.host}`;

  route(app, lists.list, { access }, async (request) => ({
    lists: await listOwnLists(db, request.user.id, request.query.playerId),
  }));

  route(app, lists.create, { access }, async (request, reply) => {
    const list = await createList(db, request.user.id, request.body.name, requestInfo(request));
    return reply.status(201).send({ list });
  });

  route(app, lists.update, { access: ownList('id') }, async (request) => ({
    list: await updateList(db, request.user.id, request.resource, request.body, requestInfo(request)),
  }));

  route(app, lists.export, { access: ownList('id') }, async (request, reply) => {
    const { filename, csv } = await exportList(
      db,
      request.user.id,
      request.resource,
      env.APP_URL,
      requestInfo(request),
    );
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    // A byte order mark, so spreadsheets read the file as UTF-8.
    return `\uFEFF${csv}`;
  });

  // The caller's own ratings and notes of the players asked for (D291): nothing of anyone else's.
  route(app, lists.annotations, { access }, async (request) => {
    const { playerIds } = request.query;
    const found = await annotationsOf(db, request.user.id, playerIds);
    return {
      annotations: [...new Set(playerIds)].map((playerId) => ({
        playerId,
        ...(found.get(playerId) ?? NO_ANNOTATION),
      })),
    };
  });

  route(app, lists.delete, { access: ownList('id') }, async (request) => {
    await deleteList(db, request.user, request.resource, requestInfo(request));
    return { message: 'List deleted' };
  });

  route(app, lists.items.list, { access: memberList('view') }, async (request) =>
    listItems(db, request.resource, request.user.id),
  );

  route(app, lists.items.add, { access: memberList('edit') }, async (request, reply) => {
    const item = await addListItem(
      db,
      request.user,
      request.resource,
      request.body.playerId,
      requestInfo(request),
    );
    return reply.status(201).send({ item });
  });

  route(app, lists.items.setStage, { access: memberList('edit') }, async (request) => {
    const { playerId } = request.params;
    return setItemStage(
      db,
      request.user.id,
      request.resource,
      playerId,
      request.body.stage,
      requestInfo(request),
    );
  });

  route(app, lists.items.remove, { access: memberList('edit') }, async (request) => {
    await removeListItem(db, request.user, request.resource, request.params.playerId, requestInfo(request));
    return { message: 'Player removed from list' };
  });

  // D321, D322: the owner's share settings.
  route(app, listSharing.settings, { access: ownList('id') }, async (request) =>
    sharingOf(db, request.resource),
  );
  route(app, listSharing.members.add, { access: ownList('id') }, async (request, reply) => {
    const member = await addMember(
      db,
      request.user,
      request.resource,
      request.body,
      { appUrl: baseUrl(request) },
      requestInfo(request),
    );
    return reply.status(201).send({ member });
  });
  route(app, listSharing.members.update, { access: ownList('id') }, async (request) => ({
    member: await updateMember(
      db,
      request.user,
      request.resource,
      request.params.userId,
      request.body.access,
      requestInfo(request),
    ),
  }));
  route(app, listSharing.members.remove, { access: ownList('id') }, async (request) => {
    await removeMember(db, request.user, request.resource, request.params.userId, requestInfo(request));
    return { message: 'The list is no longer shared with this colleague.' };
  });
  route(app, listSharing.link.create, { access: ownList('id') }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await createShareLink(db, request.user, request.resource, baseUrl(request), requestInfo(request)),
      ),
  );
  route(app, listSharing.link.revoke, { access: ownList('id') }, async (request) => {
    await revokeShareLink(db, request.user, request.resource, requestInfo(request));
    return { message: 'Link revoked. It no longer opens the list.' };
  });
  // D323: read-only by the secret link, for anyone holding it; the reader's session only adds what they
  // are entitled to see of a minor's schedule.
  route(app, listSharing.link.read, { access: 'public', config: linkConfig }, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return readSharedList(db, request.params.token, request.user);
  });
};
