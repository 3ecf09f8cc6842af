import { TimerIcon } from 'lucide-react';
import type { MeasurablesResponse } from '#client/features/players/index.ts';
import { formatMediumDate } from '#client/lib/format.ts';
import { CM_PER_INCH, kgToLbsDisplay } from '#common/units.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Measurables = NonNullable<MeasurablesResponse['measurables']>;

/** Off-ice testing, stored metric (seconds, cm, kg: decisions.md); imperial shown alongside. */
function rows(m: Measurables): Array<{ label: string; value: string; extra?: string }> {
  const out: Array<{ label: string; value: string; extra?: string }> = [];
  const trim = (n: number, digits: number) => String(Number(n.toFixed(digits)));
  if (m.fortyYardTime != null) out.push({ label: '40-yard dash', value: `${m.fortyYardTime.toFixed(2)} s` });
  if (m.proAgilityTime != null) out.push({ label: 'Pro agility', value: `${m.proAgilityTime.toFixed(2)} s` });
  if (m.wingspan != null)
    out.push({
      label: 'Wingspan',
      value: `${trim(m.wingspan, 1)} cm`,
      extra: `${trim(m.wingspan / CM_PER_INCH, 1)} in`,
    });
  if (m.benchPress != null)
    out.push({
      label: 'Bench press',
      value: `${trim(m.benchPress, 1)} kg`,
      extra: `${kgToLbsDisplay(m.benchPress)} lbs`,
    });
  if (m.squat != null)
    out.push({ label: 'Squat', value: `${trim(m.squat, 1)} kg`, extra: `${kgToLbsDisplay(m.squat)} lbs` });
  if (m.verticalJump != null)
    out.push({
      label: 'Vertical jump',
      value: `${trim(m.verticalJump, 1)} cm`,
      extra: `${trim(m.verticalJump / CM_PER_INCH, 1)} in`,
    });
  return out;
}

export function MeasurablesCard({ measurables }: { measurables: Measurables | null }) {
  const items = measurables ? rows(measurables) : [];
  const testedBy = measurables?.testedBy ? ` by ${measurables.testedBy}` : '';
  const testedOn = measurables?.testedDate ? ` on ${formatMediumDate(measurables.testedDate)}` : '';
  return (
    <ProfileCard title="Measurables" icon={TimerIcon}>
      {items.length === 0 ? (
        <EmptyNote className="flex flex-1 items-center justify-center">No testing results yet.</EmptyNote>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            {items.map((item) => (
              <div key={item.label} className="rounded-xl border border-border bg-muted/40 px-3 py-2.5">
                <dt className="text-[0.7rem] font-bold uppercase tracking-wider text-muted-foreground">
                  {item.label}
                </dt>
                <dd className="mt-0.5 font-display text-lg font-extrabold tabular-nums">
                  {item.value}
                  {item.extra ? (
                    <span className="ml-1.5 text-xs font-semibold text-muted-foreground">{item.extra}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {testedBy || testedOn ? (
            <p className="mt-4 text-xs text-muted-foreground">{`Tested${testedBy}${testedOn}`}</p>
          ) : null}
        </>
      )}
    </ProfileCard>
  );
}
