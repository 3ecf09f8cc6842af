/** Issue 14: to be written (see the brief). */
export function OrgInvitePage() {
  return <div className="container-page py-8">OrgInvitePage</div>;
}
