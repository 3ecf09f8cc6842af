import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import {
  listEvidenceQueue,
  listPlayerEvidence,
  reviewEvidence,
  submitEvidence,
  verifyGame,
} from './verification.service.ts';
import { EVIDENCE_NOT_FOUND } from './verification-access.ts';

/** The family's side: the player:manage policy then checks it is their player (decisions §1). */
const family = {
  policy: 'player:manage',
  param: 'id',
  roles: ['PLAYER', 'PARENT', 'ADMIN'],
} as const;
/** Reviewers: organization members (their org_members row decides) and admins. */
const REVIEWERS = ['ORG_ADMIN', 'ORG_STAFF', 'ADMIN'] as const satisfies readonly Role[];
/** Evidence, or a player, the caller reviews now (verification-access.ts). */
const evidenceReviewer = { policy: 'evidence:review', param: 'id', roles: REVIEWERS } as const;
const playerReviewer = { policy: 'player:reviewer', param: 'id', roles: REVIEWERS } as const;

/** A private image: never cached, never sniffed, nothing in it runs (as the media file route). */
const SCREENSHOT_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
  'content-disposition': 'inline',
};

/** Verification backed by team evidence and attested game stats, under /api. */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage, uploads, env } = app.ctx;
  const { verification } = api.orgs;

  route(app, verification.submit, { access: family }, async (request, reply) => {
    const evidence = await submitEvidence(
      { db, storage, uploads, info: requestInfo(request) },
      request.user,
      request.resource,
      request.body,
    );
    return reply.status(201).send({ evidence, message: 'Evidence sent. A reviewer will look at it soon.' });
  });

  route(app, verification.ofPlayer, { access: family }, async (request) => ({
    evidence: await listPlayerEvidence(db, request.user, request.resource),
  }));

  route(app, verification.queue, { access: REVIEWERS }, async (request) => ({
    evidence: await listEvidenceQueue(db, request.user, request.query.status),
  }));

  route(app, verification.approve, { access: evidenceReviewer }, async (request) => {
    const evidence = await reviewEvidence(
      { db, appUrl: env.APP_URL, info: requestInfo(request) },
      request.user,
      request.resource,
      { approve: true, notes: request.body?.notes || null },
    );
    app.ctx.mail.nudge();
    return { evidence, message: 'Evidence approved: the profile is verified.' };
  });

  route(app, verification.reject, { access: evidenceReviewer }, async (request) => {
    const evidence = await reviewEvidence(
      { db, appUrl: env.APP_URL, info: requestInfo(request) },
      request.user,
      request.resource,
      { approve: false, notes: request.body.notes },
    );
    app.ctx.mail.nudge();
    return { evidence, message: 'Evidence rejected. The family has been told why.' };
  });

  route(
    app,
    verification.screenshot,
    {
      access: { policy: 'evidence:screenshot', param: 'id' },
      // After the app-wide security headers hook (route hooks run last), so these win.
      options: {
        onSend: async (_request, reply, payload) => {
          reply.headers(SCREENSHOT_HEADERS);
          return payload;
        },
      },
    },
    async (request, reply) => {
      const stored = await storage.get(request.resource);
      if (!stored) throw notFound(EVIDENCE_NOT_FOUND);
      reply.header('content-type', stored.contentType);
      if (stored.size !== null) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );

  route(app, verification.verifyGame, { access: playerReviewer }, async (request) =>
    verifyGame({ db, info: requestInfo(request) }, request.user, request.resource, request.params.gameId),
  );
};
