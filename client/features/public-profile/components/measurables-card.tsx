import { TimerIcon } from 'lucide-react';
import type { MeasurablesResponse } from '#client/features/players/index.ts';
import { formatMediumDate } from '#client/lib/format.ts';
import { formatLengthBoth, formatMassBoth } from '#common/units.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Measurables = NonNullable<MeasurablesResponse['measurables']>;

/** Off-ice testing, stored metric (seconds, cm, kg: D011); imperial shown alongside. */
function rows(m: Measurables): Array<{ label: string; value: string; extra?: string }> {
  const out: Array<{ label: string; value: string; extra?: string }> = [];
  const length = (label: string, cm: number) => {
    const both = formatLengthBoth(cm);
    out.push({ label, value: both.metric, extra: both.imperial });
  };
  const mass = (label: string, kg: number) => {
    const both = formatMassBoth(kg);
    out.push({ label, value: both.metric, extra: both.imperial });
  };
  if (m.fortyYardTime != null) out.push({ label: '40-yard dash', value: `${m.fortyYardTime.toFixed(2)} s` });
  if (m.proAgilityTime != null) out.push({ label: 'Pro agility', value: `${m.proAgilityTime.toFixed(2)} s` });
  if (m.wingspan != null) length('Wingspan', m.wingspan);
  if (m.benchPress != null) mass('Bench press', m.benchPress);
  if (m.squat != null) mass('Squat', m.squat);
  if (m.verticalJump != null) length('Vertical jump', m.verticalJump);
  return out;
}

/** Whether a measurables record holds any result (the card is left out otherwise, D258). */
export function hasMeasurables(measurables: Measurables | null): boolean {
  return measurables !== null && rows(measurables).length > 0;
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
                {/* The metric value, and the imperial one on its own line: neither breaks inside. */}
                <dd className="mt-0.5 font-display text-lg font-extrabold whitespace-nowrap tabular-nums">
                  {item.value}
                  {item.extra ? (
                    <span className="block text-xs font-semibold text-muted-foreground">{item.extra}</span>
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
