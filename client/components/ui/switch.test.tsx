import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';

function Controlled({
  disabled = false,
  onChange = () => undefined,
}: {
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      aria-label="Game Stats"
      checked={on}
      disabled={disabled}
      onCheckedChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a named switch whose aria-checked follows clicks, Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Game Stats' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    control.focus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'true');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled disabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Game Stats' }) as HTMLButtonElement;
    expect(control).toBeDisabled();
    await user.click(control);
    expect(onChange).not.toHaveBeenCalled();
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
