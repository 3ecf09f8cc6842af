import { ExternalLinkIcon, HistoryIcon, QuoteIcon, UsersIcon } from 'lucide-react';
import type { CoachReferenceList, PlayerDetail } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type TeamEntry = PlayerDetail['teamHistory'][number];
type CoachReference = CoachReferenceList['references'][number];

/** Newest season first, the current team on top. */
export function sortHistory(entries: readonly TeamEntry[]): TeamEntry[] {
  return [...entries].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.season.localeCompare(a.season),
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLinkIcon className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Spec 2 §2 team history as a timeline. Coach e-mails are never shown on this page. */
export function TeamHistoryCard({ entries }: { entries: readonly TeamEntry[] }) {
  const sorted = sortHistory(entries);
  return (
    <ProfileCard title="Team History" icon={HistoryIcon} className="lg:col-span-2">
      {sorted.length === 0 ? (
        <EmptyNote>No team history listed yet.</EmptyNote>
      ) : (
        <ol className="relative grid gap-4 before:absolute before:top-2 before:bottom-2 before:left-[0.6875rem] before:w-0.5 before:bg-border">
          {sorted.map((entry) => (
            <li key={entry.id} className="relative flex gap-4">
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 mt-1.5 size-6 shrink-0 rounded-full border-4 border-card',
                  entry.isCurrent ? 'bg-primary ring-4 ring-primary/20' : 'bg-muted-foreground/50',
                )}
              />
              <div className="min-w-0 flex-1 rounded-xl border border-border bg-background/40 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-display text-base leading-snug font-extrabold">{entry.teamName}</p>
                    <p className="mt-0.5 text-sm text-muted-foreground">
                      {[entry.level, entry.league].filter(Boolean).join(' · ') || 'Level not listed'}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {entry.isCurrent ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                        Current
                      </span>
                    ) : null}
                    <span className="rounded-full border border-border px-2 py-0.5 text-xs font-bold tabular-nums">
                      {entry.season}
                    </span>
                  </div>
                </div>
                {entry.jerseyNumber != null || entry.teamUrl || entry.rosterUrl ? (
                  <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
                    {entry.jerseyNumber != null ? (
                      <span className="text-sm">
                        <span className="text-muted-foreground">Jersey </span>
                        <span className="font-bold">#{entry.jerseyNumber}</span>
                      </span>
                    ) : null}
                    {entry.teamUrl ? <ExternalLink href={entry.teamUrl}>Team website</ExternalLink> : null}
                    {entry.rosterUrl ? <ExternalLink href={entry.rosterUrl}>Roster</ExternalLink> : null}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </ProfileCard>
  );
}

/** Spec 2 §2 coach references: name, team and season; never an e-mail (decisions §4). */
export function CoachReferencesCard({
  references,
  wide = false,
}: {
  references: readonly CoachReference[];
  /** Across the whole page width: three columns on large screens. */
  wide?: boolean;
}) {
  return (
    <ProfileCard title="Coach References" icon={UsersIcon} className="h-full">
      {references.length === 0 ? (
        <EmptyNote className="flex flex-1 items-center justify-center">No coach references listed.</EmptyNote>
      ) : (
        <ul className={cn('grid gap-3 sm:grid-cols-2', wide && 'lg:grid-cols-3')}>
          {references.map((ref) => (
            <li
              key={ref.id}
              className="flex items-start gap-3 rounded-xl border border-border bg-background/40 p-3.5"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <QuoteIcon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold">{ref.coachName}</p>
                <p className="text-sm text-muted-foreground">{ref.teamName}</p>
                <p className="mt-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                  {ref.season}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
