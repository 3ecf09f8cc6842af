import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { planWizardStart } from '../wizard-start.ts';
import { loadWizard, WIZARD_STORAGE_KEY } from '../wizard-storage.ts';
import { createInitialData, type WizardData } from '../wizard-types.ts';
import { SignupWizard } from './signup-wizard.tsx';

const NOW = new Date(2026, 10, 24);
const EMAIL = 'ava@example.com';

/** A player whose account was just created, on Basic Information. */
function playerData(): WizardData {
  const data = createInitialData(NOW);
  return {
    ...data,
    role: 'PLAYER',
    accountCreated: true,
    account: { name: 'Ava Lee', email: EMAIL, birthYear: '2009', birthMonth: '' },
    basics: { ...data.basics, firstName: 'Ava', lastName: 'Lee', birthYear: 2009 },
  };
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('sign-up wizard: the step in the address, the answers kept for the tab (D239)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    mockFetch(() => undefined);
  });

  it('Back and Forward move between steps and keep the birth year and gender', async () => {
    const { user, router } = renderWithApp(<SignupWizard initialData={playerData()} startStepId="basics" />, {
      path: '/signup',
    });
    await heading('Basic Information');
    // The address a link opened is left as it was until the person moves on.
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await heading('Player Details');
    expect(router.state.location.search).toBe('?step=details');

    await act(() => router.navigate(-1));
    await heading('Basic Information');
    expect(screen.getByLabelText('Birth year')).toHaveProperty('value', '2009');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);

    await act(() => router.navigate(1));
    await heading('Player Details');
  });

  it('keeps the answers in this tab, never a password, and a reload opens the step the address names', async () => {
    const first = renderWithApp(<SignupWizard initialData={playerData()} startStepId="basics" />, {
      path: '/signup',
    });
    await heading('Basic Information');
    const year = screen.getByLabelText('Birth year');
    await first.user.clear(year);
    await first.user.type(year, '2010');
    await first.user.click(screen.getByRole('radio', { name: 'Female' }));
    await first.user.click(screen.getByRole('button', { name: /^Continue/ }));
    await heading('Player Details');
    await first.user.click(screen.getByRole('checkbox', { name: /Defense/ }));
    await first.user.click(screen.getByRole('button', { name: /^Continue/ }));
    await heading('Location');
    const text = window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '';
    expect(text).not.toMatch(/password/i);
    first.unmount();

    // The reload: the sign-up screen plans the start from what the tab kept.
    const start = planWizardStart({
      user: { name: 'Ava Lee', email: EMAIL, role: 'PLAYER' },
      hasPlayerProfile: false,
      isApproving: false,
      stored: loadWizard(),
      now: NOW,
    });
    if (start.kind !== 'wizard') throw new Error('expected the wizard');
    expect(start.stepId).toBe('location');
    const second = renderWithApp(<SignupWizard initialData={start.data} startStepId={start.stepId} />, {
      path: '/signup?step=basics',
    });
    await heading('Basic Information');
    expect(screen.getByLabelText('Birth year')).toHaveProperty('value', '2010');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    await act(() => second.router.navigate('/signup?step=details'));
    await heading('Player Details');
    expect(screen.getByRole('checkbox', { name: /Defense/ })).toHaveProperty('checked', true);
  });

  it('an address naming a step not reached yet opens the furthest one reached', async () => {
    const { router } = renderWithApp(<SignupWizard initialData={playerData()} startStepId="basics" />, {
      path: '/signup?step=photo',
    });
    await heading('Basic Information');
    await waitFor(() => expect(router.state.location.search).toBe('?step=basics'));
  });
});
