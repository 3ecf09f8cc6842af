import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROGRAM_FORM } from '#client/features/messaging/index.ts';
import { TERMS_VERSION } from '#common/terms.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { createInitialData, type StepProps, type WizardData } from '../wizard-types.ts';
import { AccountStep } from './account-step.tsx';
import { ProgramStep } from './program-step.tsx';

/** The recruiter's program step and the registration it leads to. */

const RIT = '5b0c2f4e-1111-4222-8333-944455556666';
const DIRECTORY = {
  programs: [
    {
      id: RIT,
      school: 'RIT',
      programGender: 'men',
      division: 'D1',
      schoolDivision: 'D3',
      conference: 'Atlantic Hockey America',
      source: 'College Hockey Inc., read for 2025-26',
      active: true,
    },
  ],
};

function stepProps(data: Partial<WizardData> = {}): StepProps {
  return {
    data: { ...createInitialData(new Date(2026, 10, 24)), role: 'RECRUITER', ...data },
    update: vi.fn(),
    goNext: vi.fn(),
    goBack: vi.fn(),
    finish: vi.fn(),
  } as StepProps;
}

describe('program step', () => {
  it('asks a junior coach for the league, then moves on with the program', async () => {
    mockFetch();
    const props = stepProps();
    const { user } = renderWithApp(<ProgramStep {...props} />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(await screen.findByText('Choose the kind of program')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind of program'), 'junior');
    await user.type(screen.getByLabelText('Program or team name'), 'Waterloo Black Hawks');
    await user.type(screen.getByLabelText('Your title'), 'Assistant Coach');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(await screen.findByText(/^Choose the league: USHL, NAHL, NCDC/)).toBeInTheDocument();
    expect(props.goNext).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('League'), 'ushl');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(props.goNext).toHaveBeenCalled());
    expect(vi.mocked(props.goNext).mock.calls[0]?.[0]).toMatchObject({
      recruiter: { programKind: 'junior', programLevel: 'ushl', programName: 'Waterloo Black Hawks' },
    });
  });

  it('offers the NCAA programs with the division each hockey team plays in', async () => {
    mockFetch((request) => (request.url === '/api/ncaa-programs' ? { body: DIRECTORY } : undefined));
    const props = stepProps();
    const { user } = renderWithApp(<ProgramStep {...props} />, { path: '/signup' });
    await user.selectOptions(screen.getByLabelText('Kind of program'), 'ncaa');
    await user.selectOptions(screen.getByLabelText('Men’s or women’s program'), 'men');
    const option = await screen.findByRole('option', {
      name: 'RIT: Division I hockey (a Division III school)',
    });
    await user.selectOptions(screen.getByLabelText('Program'), option);
    expect(
      screen.getByText('Contact rules: NCAA Division I (the division the hockey team plays in).'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your title'), 'Head Coach');
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(props.goNext).toHaveBeenCalled());
  });
});

describe('account step for a recruiter', () => {
  it('registers the work e-mail with the program, never a division the directory gives', async () => {
    const api = mockFetch((request) =>
      request.url === '/api/auth/me' ? { status: 401, body: { message: 'Not signed in' } } : { status: 201 },
    );
    const props = stepProps({
      recruiter: {
        ...EMPTY_PROGRAM_FORM,
        programKind: 'ncaa',
        programGender: 'men',
        ncaaProgramId: RIT,
        title: 'Assistant Coach',
        website: 'https://rit.example/staff',
      },
    });
    const { user } = renderWithApp(<AccountStep {...props} />, { path: '/signup', auth: true });
    await user.type(screen.getByLabelText('Full Name'), 'Casey Coach');
    await user.type(screen.getByLabelText('Work email'), 'casey@rit.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse 42');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse 42');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: /Create Account/ }));
    await waitFor(() => expect(props.goNext).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/auth/register',
        body: {
          name: 'Casey Coach',
          email: 'casey@rit.example',
          password: 'correct horse 42',
          acceptTerms: true,
          termsVersion: TERMS_VERSION,
          role: 'RECRUITER',
          programKind: 'ncaa',
          ncaaProgramId: RIT,
          programName: null,
          programLevel: null,
          division: null,
          programGender: null,
          title: 'Assistant Coach',
          website: 'https://rit.example/staff',
        },
      },
    ]);
  });
});
