import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { GameLog, StatsSourceLegend, useGameStats } from '#client/features/players/index.ts';
import { EmptyNote } from './profile-card.tsx';

/** A titled block of the dialog (Skater or Goalie). */
function GamesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h3 id={id} className="text-sm font-bold uppercase tracking-[0.14em] text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Spec 2 §2 Game by Game: skater and goalie rows. Loaded the first time the dialog opens. */
export function GameByGameDialog({ playerId, playerName }: { playerId: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const query = useGameStats(wanted ? playerId : undefined);
  const data = query.data;
  const hasSkater = Boolean(data?.skaterStats.length);
  const hasGoalie = Boolean(data?.goalieStats.length);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Game by Game
        </Button>
      </DialogTrigger>
      <DialogContent className="grid-cols-1 sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>Game by Game</DialogTitle>
          <DialogDescription>Every recorded game of {playerName}, newest first.</DialogDescription>
        </DialogHeader>
        {query.isPending && wanted ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading games..." />
          </div>
        ) : !hasSkater && !hasGoalie ? (
          // A failed read falls back to empty (spec 2 §7).
          <EmptyNote>No games recorded yet.</EmptyNote>
        ) : (
          <div className="grid grid-cols-1 gap-6">
            <StatsSourceLegend />
            {hasSkater && data ? (
              <GamesSection id="games-skater-heading" title="Skater">
                <GameLog data={data} kind="skater" playerName={playerName} />
              </GamesSection>
            ) : null}
            {hasGoalie && data ? (
              <GamesSection id="games-goalie-heading" title="Goalie">
                <GameLog data={data} kind="goalie" playerName={playerName} />
              </GamesSection>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
