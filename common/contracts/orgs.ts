/**
 * Organizations (clubs, teams, schools), their members and invitations, rosters of sponsored
 * players, the organization dashboard and public page, and verification backed by team evidence.
 * Inputs are strict: unknown fields are refused.
 * One file per endpoint group in orgs/; this module gathers them for the importers.
 */
export * from './orgs/dashboard.ts';
export * from './orgs/evidence.ts';
export * from './orgs/members.ts';
export * from './orgs/organizations.ts';
export * from './orgs/roster.ts';
export * from './orgs/roster-import.ts';
export * from './orgs/shared.ts';
export * from './orgs/sponsorships.ts';
