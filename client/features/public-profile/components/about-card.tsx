import { FileTextIcon, GraduationCapIcon } from 'lucide-react';
import type { PlayerDetail } from '#client/features/players/index.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Player = PlayerDetail['player'];

/** Player bio, with academics (GPA, major) when the player listed them. */
export function AboutCard({ player }: { player: Player }) {
  const bio = player.bio?.trim();
  const hasAcademics = player.gpa != null || Boolean(player.major);
  return (
    <ProfileCard title="Player Bio" icon={FileTextIcon}>
      {bio ? (
        <p className="text-[0.95rem] leading-relaxed whitespace-pre-line text-foreground/90">{bio}</p>
      ) : (
        <EmptyNote>This player has not written a bio yet.</EmptyNote>
      )}
      {hasAcademics ? (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-border bg-muted/50 p-4">
          <GraduationCapIcon className="mt-0.5 size-5 shrink-0 text-primary" />
          <dl className="grid flex-1 grid-cols-2 gap-3 text-sm">
            {player.gpa != null ? (
              <div>
                <dt className="text-xs font-bold uppercase tracking-wider text-muted-foreground">GPA</dt>
                <dd className="mt-0.5 font-display text-lg font-extrabold tabular-nums">
                  {player.gpa.toFixed(2)}
                </dd>
              </div>
            ) : null}
            {player.major ? (
              <div className={player.gpa == null ? 'col-span-2' : undefined}>
                <dt className="text-xs font-bold uppercase tracking-wider text-muted-foreground">
                  Intended major
                </dt>
                <dd className="mt-0.5 font-semibold">{player.major}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </ProfileCard>
  );
}
