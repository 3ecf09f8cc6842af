/** Issue 14: to be written (see the brief). */
export function AdminOrganizationsPage() {
  return <div className="container-page py-8">AdminOrganizationsPage</div>;
}
