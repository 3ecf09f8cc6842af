import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#test/component-kit.tsx';
import { slowServer } from '#test/slow-server.ts';
import { TeamHistoryTab } from './team-history-tab.tsx';

// The dialog's submit button is disabled by the shared mechanism of components/ui/button.tsx (D234).
describe('Add Team, double-clicked', () => {
  it('a double-clicked Add Team sends one request', async () => {
    const player = { id: '00000000-0000-4000-8000-000000000001', slug: 'ethan-marchetti-demo' };
    const server = slowServer(
      (url) => (url.endsWith('/team-history') ? { teamHistory: [] } : undefined),
      () => ({ status: 201, body: { entry: {} } }),
    );
    const { user } = renderWithApp(<TeamHistoryTab playerRef={player} />);
    await user.click((await screen.findAllByRole('button', { name: 'Add Team' }))[0]!);
    await user.type(screen.getByLabelText(/Team name/), 'Twin Cities Blizzard');
    await user.type(screen.getByLabelText(/Season/), '2025-26');
    const dialog = screen.getByRole('dialog');
    const submit = Array.from(dialog.querySelectorAll('button')).find((b) => b.type === 'submit')!;
    await user.dblClick(submit);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    await user.click(submit);
    expect(server.writes()).toHaveLength(1);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    server.answerWrites();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toHaveLength(1);
  });
});
