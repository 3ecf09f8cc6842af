// The organizations area's public module: other areas import from here only (docs/architecture.md).
import type { FastifyPluginAsync } from 'fastify';
import { orgsRoutes } from './orgs.routes.ts';
import { rosterRoutes } from './roster.routes.ts';
import { verificationRoutes } from './verification.routes.ts';

export { orgPolicies } from './org-policies.ts';

/** Organizations, members, invitations, rosters, sponsorships and verification (D089-D095), under /api. */
export const orgRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orgsRoutes);
  await app.register(rosterRoutes);
  await app.register(verificationRoutes);
};
