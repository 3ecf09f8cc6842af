/** Placeholder: replaced by the page itself (issue 13). */
export function AdminDashboardPage() {
  return <div />;
}
