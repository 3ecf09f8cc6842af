import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { useAddGoalieGame } from '../../api/add-goalie-game.ts';
import { useAddSkaterGame } from '../../api/add-skater-game.ts';
import { GameFormDialog, type StatsMode } from './game-form-dialog.tsx';

const PLAYER = { id: '7a0c2f4e-1111-4222-8333-944455556666', slug: 'ava-lee' };

/** The dialog wired as the game stats tab wires it: each submit is one POST of the API. */
function GameForm({ mode }: { mode: StatsMode }) {
  const addSkater = useAddSkaterGame(PLAYER);
  const addGoalie = useAddGoalieGame(PLAYER);
  return (
    <GameFormDialog
      mode={mode}
      open
      onOpenChange={() => undefined}
      isPending={false}
      onSubmitSkater={(input) => addSkater.mutate(input)}
      onSubmitGoalie={(input) => addGoalie.mutate(input)}
    />
  );
}

function renderForm(mode: StatsMode) {
  const api = mockFetch(() => ({ status: 201, body: { gameId: 'g1' } }));
  const view = renderWithApp(<GameForm mode={mode} />);
  const dialog = screen.getByRole('dialog');
  return { ...view, api, dialog };
}

async function fillGame(user: ReturnType<typeof renderForm>['user'], dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Game date'), { target: { value: '2026-11-20' } });
  await user.type(within(dialog).getByLabelText('Opponent'), '  Rochester Grizzlies ');
  await user.type(within(dialog).getByLabelText('Venue'), 'Braemar Arena');
  await user.click(within(dialog).getByLabelText('Away'));
  await user.type(within(dialog).getByLabelText('Your team score'), '4');
  await user.type(within(dialog).getByLabelText('Opponent score'), '2');
}

describe('GameFormDialog', () => {
  it('sends a skater game: blank stats as 0, decimals kept for time on ice', async () => {
    const { user, api, dialog } = renderForm('skater');
    await fillGame(user, dialog);
    await user.type(within(dialog).getByLabelText('Goals'), '2');
    await user.type(within(dialog).getByLabelText('Primary assists'), '1');
    await user.type(within(dialog).getByLabelText('Plus/minus'), '-1');
    await user.type(within(dialog).getByLabelText('Faceoffs won'), '11');
    await user.type(within(dialog).getByLabelText('Time on ice (min)'), '18.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: `/api/players/${PLAYER.id}/game-stats/skater`,
      body: {
        gameData: {
          gameDate: '2026-11-20',
          opponent: 'Rochester Grizzlies',
          venue: 'Braemar Arena',
          homeAway: 'away',
          teamScore: 4,
          opponentScore: 2,
        },
        statsData: {
          goals: 2,
          assistsPrimary: 1,
          assistsSecondary: 0,
          shots: 0,
          plusMinus: -1,
          pim: 0,
          powerPlayGoals: 0,
          powerPlayAssists: 0,
          shorthandedGoals: 0,
          shorthandedAssists: 0,
          gameWinningGoals: 0,
          faceoffsWon: 11,
          faceoffsLost: 0,
          hits: 0,
          blockedShots: 0,
          takeaways: 0,
          giveaways: 0,
          timeOnIceMinutes: 18.5,
        },
      },
    });
  });

  it('sends a goalie game with minutes as seconds', async () => {
    const { user, api, dialog } = renderForm('goalie');
    await fillGame(user, dialog);
    await user.type(within(dialog).getByLabelText('Shots against'), '30');
    await user.type(within(dialog).getByLabelText('Saves'), '28');
    await user.type(within(dialog).getByLabelText('Goals against'), '2');
    await user.type(within(dialog).getByLabelText('Minutes played'), '51.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.url).toBe(`/api/players/${PLAYER.id}/game-stats/goalie`);
    expect(api.writes()[0]?.body).toEqual({
      gameData: {
        gameDate: '2026-11-20',
        opponent: 'Rochester Grizzlies',
        venue: 'Braemar Arena',
        homeAway: 'away',
        teamScore: 4,
        opponentScore: 2,
      },
      statsData: { shotsAgainst: 30, saves: 28, goalsAgainst: 2, toiSeconds: 3090, shutout: false },
    });
  });

  it('names the missing game fields and the impossible skater figures', async () => {
    const { user, api, dialog } = renderForm('skater');
    await user.type(within(dialog).getByLabelText('Your team score'), '120');
    await user.type(within(dialog).getByLabelText('Goals'), '-1');
    await user.type(within(dialog).getByLabelText('Plus/minus'), '25');
    await user.type(within(dialog).getByLabelText('Time on ice (min)'), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));

    expect(await within(dialog).findByText('Game date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Opponent is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a score from 0 to 99')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number from -20 to 20')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter minutes from 0 to 90')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('refuses more saves than shots and a shutout with goals against', async () => {
    const { user, api, dialog } = renderForm('goalie');
    await fillGame(user, dialog);
    await user.type(within(dialog).getByLabelText('Shots against'), '20');
    await user.type(within(dialog).getByLabelText('Saves'), '21');
    await user.type(within(dialog).getByLabelText('Goals against'), '1');
    await user.click(within(dialog).getByLabelText('Shutout'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));

    expect(await within(dialog).findByText('Saves cannot exceed shots against')).toBeInTheDocument();
    expect(within(dialog).getByText('A shutout means no goals against')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
