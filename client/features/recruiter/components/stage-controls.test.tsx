import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_STAGES } from '#common/contracts/lists.ts';
import { StageFilter } from './stage-filter.tsx';
import { StageSelect } from './stage-select.tsx';

const STAGES = [...DEFAULT_LIST_STAGES, 'Tryout'];

describe('the stage menu on a card (D290)', () => {
  it('offers the list stages in order and reports a different choice only', () => {
    const onChange = vi.fn();
    render(<StageSelect playerName="Liam Sullivan" stages={STAGES} value="Watching" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage of Liam Sullivan' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(STAGES);
    expect(select.value).toBe('Watching');
    fireEvent.change(select, { target: { value: 'Contacted' } });
    expect(onChange).toHaveBeenCalledWith('Contacted');
    fireEvent.change(select, { target: { value: 'Watching' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('still shows a stage the list no longer has, before the others', () => {
    render(<StageSelect playerName="Liam Sullivan" stages={STAGES} value="Camp" onChange={vi.fn()} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage of Liam Sullivan' });
    expect(select.value).toBe('Camp');
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('Camp');
  });
});

describe('the stage filter with counts (D290)', () => {
  const items = [{ stage: 'Watching' }, { stage: 'Offer' }, { stage: 'Offer' }];

  it('counts every stage, All first, and presses the chosen one', () => {
    const onChange = vi.fn();
    render(<StageFilter stages={STAGES} items={items} value="Offer" onChange={onChange} />);
    const buttons = within(screen.getByRole('navigation', { name: 'Filter by stage' })).getAllByRole(
      'button',
    );
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All 3',
      'Watching 1',
      'Contacted 0',
      'Visit 0',
      'Offer 2',
      'Committed elsewhere 0',
      'Tryout 0',
    ]);
    expect(screen.getByRole('button', { name: 'Offer 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'All 3' }));
    expect(onChange).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Visit 0' }));
    expect(onChange).toHaveBeenCalledWith('Visit');
  });
});
