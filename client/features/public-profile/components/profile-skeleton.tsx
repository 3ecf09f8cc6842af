/** The page's shape while the player loads, with a status for screen readers. */
export function ProfileSkeleton() {
  return (
    <div>
      <span role="status" className="sr-only">
        Loading player profile...
      </span>
      <div
        aria-hidden="true"
        className="border-b border-border bg-linear-to-b from-(--hero-from) to-(--hero-to)"
      >
        <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:py-14">
          <div className="size-28 animate-pulse rounded-3xl bg-muted sm:size-36 lg:size-40" />
          <div className="flex-1 space-y-4">
            <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
            <div className="h-12 w-3/4 max-w-md animate-pulse rounded-lg bg-muted" />
            <div className="h-5 w-1/2 max-w-xs animate-pulse rounded bg-muted" />
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="container-page grid grid-cols-1 gap-4 py-10 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-52 animate-pulse rounded-2xl border border-border bg-card" />
        ))}
      </div>
    </div>
  );
}
