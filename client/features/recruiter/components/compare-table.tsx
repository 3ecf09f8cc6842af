import { Link } from 'react-router';
import { pathTo } from '#client/lib/paths.ts';
import { type CompareColumn, compareGroups } from '../lib/compare-rows.ts';

/**
 * The side-by-side table (D297): one column per player, rows in groups. The row labels stay in view while
 * the columns scroll sideways on a phone; the better value of a row is bold with a visually hidden "best".
 */
export function CompareTable({ columns }: { columns: CompareColumn[] }) {
  const groups = compareGroups(columns);
  const sticky = 'sticky left-0 z-10 bg-card print:static';
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card print:overflow-visible print:border-0">
      <table className="w-full min-w-[36rem] border-collapse text-sm print:min-w-0">
        <caption className="sr-only">Players compared side by side</caption>
        <thead>
          <tr className="border-b border-border">
            <td className={`${sticky} w-40 p-3`} />
            {columns.map(({ detail: { player } }) => (
              <th key={player.id} scope="col" className="min-w-36 p-3 text-left align-bottom font-semibold">
                <Link
                  to={pathTo.publicPlayer(player.slug)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {player.firstName} {player.lastName}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr className="bg-muted/50">
              <th
                scope="colgroup"
                colSpan={columns.length + 1}
                className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground"
              >
                {/* The title stays in view while the columns scroll sideways. */}
                <span className="sticky left-3 print:static">{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={`${group.title}-${row.label}`} className="border-b border-border last:border-0">
                <th scope="row" className={`${sticky} p-3 text-left font-medium text-muted-foreground`}>
                  {row.label}
                </th>
                {columns.map(({ detail: { player } }, i) => (
                  <td key={player.id} className="whitespace-pre-line p-3 tabular-nums">
                    {row.best.has(i) ? (
                      <>
                        <strong className="font-bold text-foreground">{row.cells[i]}</strong>
                        <span className="sr-only"> (best)</span>
                      </>
                    ) : (
                      row.cells[i]
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
