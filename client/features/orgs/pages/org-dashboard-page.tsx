/** Issue 14: to be written (see the brief). */
export function OrgDashboardPage() {
  return <div className="container-page py-8">OrgDashboardPage</div>;
}
