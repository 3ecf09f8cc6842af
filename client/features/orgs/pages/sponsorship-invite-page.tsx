/** Issue 14: to be written (see the brief). */
export function SponsorshipInvitePage() {
  return <div className="container-page py-8">SponsorshipInvitePage</div>;
}
