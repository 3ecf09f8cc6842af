// The organization pages anyone may open (D089): the public program page and the e-mailed invitations.
export { OrgInvitePage } from '#client/features/orgs/pages/org-invite-page.tsx';
export { publicOrgLoader } from '#client/features/orgs/pages/public-org-loader.ts';
export { PublicOrgPage } from '#client/features/orgs/pages/public-org-page.tsx';
export { SponsorshipInvitePage } from '#client/features/orgs/pages/sponsorship-invite-page.tsx';
