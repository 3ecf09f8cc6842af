/** Issue 14: to be written (see the brief). */
export function RosterPlayerPage() {
  return <div className="container-page py-8">RosterPlayerPage</div>;
}
