import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster.tsx';
import { toast } from './use-toast.ts';

describe('the toaster', () => {
  it('renders nothing on the server or before the page has rendered once (its code loads after)', () => {
    expect(renderToString(<Toaster />)).toBe('');
  });

  it('shows a toast given before its code was loaded, and the ones after', async () => {
    let first: ReturnType<typeof toast> | undefined;
    act(() => {
      first = toast({ title: 'Saved before', description: 'while the toaster loads' });
    });
    render(<Toaster />);
    expect(await screen.findByText('Saved before')).toBeInTheDocument();
    act(() => {
      first?.dismiss();
      toast({ title: 'Failed after', variant: 'destructive' });
    });
    expect(await screen.findByText('Failed after')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
