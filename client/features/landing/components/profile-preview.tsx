import { BookmarkIcon, ChartColumnIcon, MapPinIcon, PlayIcon, ShieldCheckIcon } from 'lucide-react';

const STATS = [
  ['GP', '42'],
  ['G', '21'],
  ['A', '28'],
  ['PTS', '49'],
] as const;

const VIEWS = [18, 26, 22, 34, 30, 44, 52];

/**
 * An illustration of a player profile card built from markup (no photos). It is decoration, so it is
 * hidden from assistive technology; the copy around it says the same in words.
 */
export function ProfilePreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mx-0 lg:ml-auto">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/15 blur-3xl" />

      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-black/10 dark:shadow-black/40">
        <div className="relative h-24 bg-linear-to-br from-rink-blue via-primary to-sky-300 dark:to-sky-700">
          <div className="absolute inset-y-0 left-1/3 w-1.5 bg-white/35" />
          <div className="absolute inset-y-0 left-1/2 w-1 border-l-4 border-dashed border-rink-red/70" />
          <div className="absolute inset-y-0 left-2/3 w-1.5 bg-white/35" />
        </div>
        <div className="px-6 pb-6">
          <div className="relative -mt-10 flex items-end justify-between">
            <div className="flex size-20 items-center justify-center rounded-2xl border-4 border-card bg-secondary font-display text-2xl font-extrabold text-secondary-foreground">
              JM
            </div>
            <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success">
              <ShieldCheckIcon className="size-3.5" />
              Verified
            </span>
          </div>
          <div className="mt-3">
            <p className="font-display text-xl font-bold tracking-tight">Jordan Mercier</p>
            <p className="mt-0.5 text-sm text-muted-foreground">#17 · Center · Class of 2026 · Shoots L</p>
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5" />
              Burlington, VT · U18 AAA
            </p>
          </div>
          <dl className="mt-5 grid grid-cols-4 divide-x divide-border rounded-xl border border-border bg-muted/50">
            {STATS.map(([label, value]) => (
              <div key={label} className="px-2 py-3 text-center">
                <dt className="text-[0.7rem] font-semibold uppercase tracking-wider text-muted-foreground">
                  {label}
                </dt>
                <dd className="font-display text-xl font-extrabold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 grid grid-cols-3 gap-2">
            {['from-slate-700 to-slate-900', 'from-sky-800 to-slate-900', 'from-indigo-800 to-slate-900'].map(
              (bg) => (
                <div
                  key={bg}
                  className={`relative flex aspect-video items-center justify-center rounded-lg bg-linear-to-br ${bg}`}
                >
                  <span className="flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-900">
                    <PlayIcon className="ml-0.5 size-3.5" />
                  </span>
                </div>
              ),
            )}
          </div>
          <div className="mt-5 flex items-end justify-between gap-4 rounded-xl border border-border p-4">
            <div>
              <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                <ChartColumnIcon className="size-3.5" />
                Profile views
              </p>
              <p className="mt-1 font-display text-2xl font-extrabold">
                214 <span className="text-sm font-semibold text-success">+38%</span>
              </p>
            </div>
            <div className="flex h-12 items-end gap-1.5">
              {VIEWS.map((v, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series
                  key={i}
                  className="w-2.5 rounded-sm bg-primary/80 last:bg-primary"
                  style={{ height: `${(v / 52) * 100}%` }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -top-7 -left-6 hidden items-center gap-3 rounded-xl border border-border bg-popover px-4 py-3 shadow-xl sm:flex">
        <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <BookmarkIcon className="size-4" />
        </span>
        <div className="text-sm">
          <p className="font-semibold">Saved by a recruiter</p>
          <p className="text-muted-foreground">Added to “U18 Prospects”</p>
        </div>
      </div>
    </div>
  );
}
