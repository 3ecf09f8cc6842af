import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { CreatePlayerPage } from './create-player-page.tsx';

describe("the parent's Create Player Profile form (D241)", () => {
  it('asks which hand a skater shoots with, and which hand a goalie catches with', async () => {
    mockFetch();
    const { user } = renderWithApp(<CreatePlayerPage />);
    const position = await screen.findByLabelText('Primary position');
    expect(screen.getByLabelText('Shoots')).toBeInTheDocument();
    expect(screen.queryByLabelText('Catches')).not.toBeInTheDocument();

    await user.selectOptions(position, 'G');
    const catches = screen.getByLabelText('Catches');
    expect(catches.tagName).toBe('SELECT');
    expect(screen.queryByLabelText('Shoots')).not.toBeInTheDocument();

    await user.selectOptions(position, 'D');
    expect(screen.getByLabelText('Shoots')).toBeInTheDocument();
  });
});
