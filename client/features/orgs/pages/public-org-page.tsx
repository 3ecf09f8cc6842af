/** Issue 14: to be written (see the brief). */
export function PublicOrgPage() {
  return <div className="container-page py-8">PublicOrgPage</div>;
}
