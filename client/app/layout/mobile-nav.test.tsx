import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { PUBLIC_NAV } from './nav-items.ts';

describe('the mobile menu', () => {
  it('opens its sheet from the menu button and gives the focus back to it when closed', async () => {
    mockFetch((r) => (r.url === '/api/auth/me' ? { status: 401 } : undefined));
    const { user } = renderWithApp(<MobileNav user={null} items={PUBLIC_NAV} />, { auth: true });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const item of PUBLIC_NAV) expect(screen.getByRole('link', { name: item.label })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(sheet.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
