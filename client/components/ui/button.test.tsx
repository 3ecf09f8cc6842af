import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '#client/lib/api-client.ts';
import { slowServer } from '#test/slow-server.ts';
import { Button } from './button.tsx';

describe('a button that writes is disabled while its request is pending (one mechanism for all)', () => {
  it('is enabled again once the answer came, and the next click writes again', async () => {
    const server = slowServer(
      () => undefined,
      () => ({ status: 200, body: {} }),
    );
    render(
      <Button onClick={() => void apiRequest('POST', '/api/lists', { name: 'A' }).catch(() => undefined)}>
        Save
      </Button>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    server.answerWrites();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(server.writes()).toHaveLength(2);
  });

  it('a click that starts no write leaves the button as it was: each click runs', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return <Button onClick={() => setN((v) => v + 1)}>Clicked {n}</Button>;
    }
    render(<Counter />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Clicked 2');
    expect(button).toBeEnabled();
  });
});
