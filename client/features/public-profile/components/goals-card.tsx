import { CircleCheckIcon, TargetIcon, TrophyIcon } from 'lucide-react';
import type { GoalList } from '#client/features/players/index.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Goal = GoalList['goals'][number];

const GROUPS = [
  { type: 'personal_development', title: 'Personal Development', icon: TargetIcon },
  { type: 'career', title: 'Career', icon: TrophyIcon },
] as const;

/**
 * Public goals grouped by type. The API returns only public goals to non-managers; a manager gets all of
 * them, so the private ones are filtered out here too: this is the public view.
 */
export function GoalsCard({ goals }: { goals: readonly Goal[] }) {
  const visible = goals.filter((g) => g.isPublic);
  return (
    <ProfileCard title="Goals & Aspirations" icon={TargetIcon}>
      {visible.length === 0 ? (
        <EmptyNote>No public goals shared yet.</EmptyNote>
      ) : (
        <div className="grid gap-5">
          {GROUPS.map(({ type, title, icon: Icon }) => {
            const items = visible.filter((g) => g.type === type);
            if (items.length === 0) return null;
            return (
              <div key={type}>
                <h4 className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.16em] text-muted-foreground">
                  <Icon className="size-4 text-primary" />
                  {title}
                </h4>
                <ul className="mt-2.5 grid gap-2">
                  {items.map((goal) => (
                    <li
                      key={goal.id}
                      className="flex items-start gap-2.5 rounded-lg bg-muted/50 px-3 py-2.5 text-sm"
                    >
                      <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" />
                      <span>{goal.goal}</span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </ProfileCard>
  );
}
