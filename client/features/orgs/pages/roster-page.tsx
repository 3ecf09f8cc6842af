/** Issue 14: to be written (see the brief). */
export function RosterPage() {
  return <div className="container-page py-8">RosterPage</div>;
}
