/** Issue 14: to be written (see the brief). */
export function VerificationQueuePage() {
  return <div className="container-page py-8">VerificationQueuePage</div>;
}
