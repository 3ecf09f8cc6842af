/** Issue 14: to be written (see the brief). */
export function OrgSettingsPage() {
  return <div className="container-page py-8">OrgSettingsPage</div>;
}
