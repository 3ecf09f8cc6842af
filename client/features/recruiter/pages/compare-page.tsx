import { PrinterIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import {
  useMeasurables,
  usePlayer,
  useSeasonStats,
  useUpcomingEvents,
} from '#client/features/players/index.ts';
import { PATHS } from '#client/lib/paths.ts';
import { CompareTable } from '../components/compare-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import type { CompareColumn } from '../lib/compare-rows.ts';
import { parseCompareIds } from '../lib/compare-tray.ts';

type ColumnState = { state: 'loading' } | { state: 'hidden' } | { state: 'ready'; column: CompareColumn };

/**
 * One player's column from the reads the recruiter's own profile view makes (D297): the profile, its
 * season stats, measurables and upcoming events, under the same access rules. A profile the recruiter may
 * not see (404) is left out.
 */
function useCompareColumn(id: string | undefined): ColumnState | null {
  const detail = usePlayer(id);
  const stats = useSeasonStats(id);
  const measurables = useMeasurables(id);
  const events = useUpcomingEvents(id);
  if (!id) return null;
  if (detail.isError) return { state: 'hidden' };
  if (!detail.data || stats.isPending || measurables.isPending || events.isPending)
    return { state: 'loading' };
  return {
    state: 'ready',
    column: {
      detail: detail.data,
      stats: stats.data,
      measurables: measurables.data?.measurables ?? null,
      events: events.data?.events,
    },
  };
}

/** /recruiter/compare?ids=a,b,c: two to four players side by side, printable (D297). */
export function ComparePage() {
  const [params] = useSearchParams();
  const parsed = parseCompareIds(params.get('ids'));
  const ids = parsed.error ? [] : parsed.ids;
  // Four slots, always called in the same order (hooks): an unused slot reads nothing.
  const slots = [
    useCompareColumn(ids[0]),
    useCompareColumn(ids[1]),
    useCompareColumn(ids[2]),
    useCompareColumn(ids[3]),
  ];
  const states = slots.filter((s): s is ColumnState => s !== null);
  const loading = states.some((s) => s.state === 'loading');
  const hidden = states.filter((s) => s.state === 'hidden').length;
  const columns = states.flatMap((s) => (s.state === 'ready' ? [s.column] : []));

  return (
    <div className="container-page py-8 sm:py-10 print:p-0" data-slot="compare-page">
      <title>Compare Players · Rinkside</title>
      <PageHeader
        eyebrow="Recruiting"
        title="Compare Players"
        description="Side by side: physicals, stats, measurables, teams and upcoming events. The better value of a row is in bold."
        actions={
          columns.length > 0 ? (
            <Button variant="outline" onClick={() => window.print()} className="print:hidden">
              <PrinterIcon />
              Print
            </Button>
          ) : null
        }
      />
      {parsed.error ? (
        <Alert title="Nothing to compare" role="alert">
          <p>{parsed.error}</p>
          <Link
            to={PATHS.recruiterSearch}
            className={buttonVariants({ variant: 'outline', className: 'mt-3' })}
          >
            Find players
          </Link>
        </Alert>
      ) : loading ? (
        <p role="status" className="text-muted-foreground">
          Loading players…
        </p>
      ) : (
        <div className="grid gap-4">
          {hidden > 0 ? (
            <Alert title="Not every player is shown" role="status">
              <p>
                {hidden === 1 ? 'One profile is' : `${hidden} profiles are`} not available to you and
                {hidden === 1 ? ' is' : ' are'} left out.
              </p>
            </Alert>
          ) : null}
          {columns.length > 0 ? <CompareTable columns={columns} /> : null}
        </div>
      )}
    </div>
  );
}
