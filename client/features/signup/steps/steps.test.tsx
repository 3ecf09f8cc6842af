import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES, UNSUPPORTED_MESSAGE } from '#common/image-upload.ts';
import { TERMS_VERSION } from '#common/terms.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { createInitialData, type StepProps, type WizardData } from '../wizard-types.ts';
import { AccountStep } from './account-step.tsx';
import { BasicsStep } from './basics-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { LocationStep } from './location-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import { PhysicalStep } from './physical-step.tsx';
import { TeamStep } from './team-step.tsx';

const shrinkImage = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/shrink-image.ts', () => ({ shrinkImage }));

const PLAYER_ID = '7a0c2f4e-1111-4222-8333-944455556666';

function stepProps(data: Partial<WizardData> = {}): StepProps {
  return {
    data: { ...createInitialData(new Date(2026, 10, 24)), role: 'PLAYER', ...data },
    update: vi.fn(),
    goNext: vi.fn(),
    goBack: vi.fn(),
    finish: vi.fn(),
  } as StepProps;
}

const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

describe('account step', () => {
  it('registers a player with exactly the fields the API takes, the birth month with the year', async () => {
    const api = mockFetch((request) =>
      request.url === '/api/auth/me' ? { status: 401, body: { message: 'Not signed in' } } : { status: 201 },
    );
    const props = stepProps();
    const { user } = renderWithApp(<AccountStep {...props} />, { path: '/signup', auth: true });
    await user.type(screen.getByLabelText('Full Name'), '  Ava Lee ');
    await user.type(screen.getByLabelText('Birth year'), '2008');
    await user.selectOptions(screen.getByLabelText('Birth month'), 'May');
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
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
          name: 'Ava Lee',
          email: 'ava@example.com',
          password: 'correct horse 42',
          role: 'PLAYER',
          birthYear: 2008,
          birthMonth: 5,
          acceptTerms: true,
          termsVersion: TERMS_VERSION,
        },
      },
    ]);
    expect(vi.mocked(props.goNext).mock.calls[0]?.[0]).toMatchObject({
      accountCreated: true,
      basics: { firstName: 'Ava', lastName: 'Lee', birthYear: 2008, birthMonth: 5 },
    });
  });

  it('asks for the missing fields and the Terms, and sends nothing', async () => {
    const api = mockFetch(() => ({ status: 401 }));
    const { user } = renderWithApp(<AccountStep {...stepProps()} />, { path: '/signup', auth: true });
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: /Create Account/ }));

    expect(await screen.findByText('Birth year must be between 1950 and current year')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('turns a child under 13 to a parent before anything is sent', async () => {
    const api = mockFetch(() => ({ status: 401 }));
    const props = stepProps();
    const { user } = renderWithApp(<AccountStep {...props} />, { path: '/signup', auth: true });
    await user.type(screen.getByLabelText('Full Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Birth year'), '2018');
    await user.click(screen.getByRole('button', { name: /Create Account/ }));

    expect(props.update).toHaveBeenCalledWith({
      account: { name: 'Sam Lee', email: '', birthYear: '2018', birthMonth: '' },
      parentRequired: true,
    });
    expect(api.writes()).toEqual([]);
  });
});

describe('basics step', () => {
  it('names the missing fields', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<BasicsStep {...props} />);
    await user.click(continueButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Select Male or Female')).toBeInTheDocument();
    expect(props.goNext).not.toHaveBeenCalled();
  });

  it('moves on with the names, the year as a number and the category', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<BasicsStep {...props} />);
    await user.type(screen.getByLabelText('First name'), 'Ava');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.clear(screen.getByLabelText('Birth year'));
    await user.type(screen.getByLabelText('Birth year'), '2010');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByText('A parent will approve your profile')).toBeInTheDocument();
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.goNext).toHaveBeenCalledWith({
        basics: { firstName: 'Ava', lastName: 'Lee', birthYear: 2010, birthMonth: null, category: 'FEMALE' },
      }),
    );
  });
});

describe('details step', () => {
  it('needs a position, then sends the positions and the shooting side', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<DetailsStep {...props} />);
    await user.click(continueButton());
    expect(await screen.findByText('Select at least one position')).toBeInTheDocument();
    expect(props.goNext).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /Center/ }));
    await user.click(screen.getByRole('checkbox', { name: /Defense/ }));
    await user.click(screen.getByRole('radio', { name: /Right/ }));
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.goNext).toHaveBeenCalledWith({ style: { shoots: 'R', positions: ['C', 'D'] } }),
    );
  });
});

describe('location step', () => {
  it('sends the country, a state of that country and the trimmed city', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<LocationStep {...props} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await user.selectOptions(screen.getByLabelText('State'), 'Minnesota');
    await user.type(screen.getByLabelText('City'), '  Edina ');
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.goNext).toHaveBeenCalledWith({
        location: { country: 'United States', region: 'Minnesota', city: 'Edina' },
      }),
    );
  });
});

describe('physical step', () => {
  it('refuses measurements out of range and sends blank ones as null', async () => {
    const props = stepProps({ bodyUnits: { height: 'cm', weight: 'kg' } });
    const { user } = renderWithApp(<PhysicalStep {...props} />);
    await user.type(screen.getByLabelText('Height (cm)'), '300');
    await user.type(screen.getByLabelText('Weight (kg)'), 'heavy');
    await user.click(continueButton());
    expect(
      await screen.findByText('Enter a height between 50 and 250 cm, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a weight between 15 and 200 kg, or leave it empty')).toBeInTheDocument();
    expect(props.goNext).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '180');
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.goNext).toHaveBeenCalledWith({
        body: { heightCm: 180, weightKg: null },
        bodyUnits: { height: 'cm', weight: 'kg' },
      }),
    );
  });

  it("takes feet and inches and pounds (the profile form's switches) and stores them metric", async () => {
    const props = stepProps();
    const { user } = renderWithApp(<PhysicalStep {...props} />);
    await user.click(
      within(screen.getByRole('group', { name: 'Height unit' })).getByRole('button', { name: 'ft / in' }),
    );
    await user.type(screen.getByLabelText('Feet'), '5');
    await user.type(screen.getByLabelText('Inches'), '11');
    await user.click(
      within(screen.getByRole('group', { name: 'Weight unit' })).getByRole('button', { name: 'lbs' }),
    );
    await user.type(screen.getByLabelText('Weight (lbs)'), '175');
    expect(screen.getByText('About 180 cm')).toBeInTheDocument();
    expect(screen.getByText('About 79 kg')).toBeInTheDocument();
    await user.click(continueButton());
    await waitFor(() =>
      expect(props.goNext).toHaveBeenCalledWith({
        body: { heightCm: 180.3, weightKg: 79.4 },
        bodyUnits: { height: 'ftin', weight: 'lbs' },
      }),
    );
  });
  it('converts the shown weight and height when the unit changes (185 lbs reads 83.9 kg, not 185 kg)', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<PhysicalStep {...props} />);
    const weightUnit = within(screen.getByRole('group', { name: 'Weight unit' }));
    const heightUnit = within(screen.getByRole('group', { name: 'Height unit' }));
    // One order everywhere: imperial first (D240).
    expect(weightUnit.getAllByRole('button').map((b) => b.textContent)).toEqual(['lbs', 'kg']);
    expect(heightUnit.getAllByRole('button').map((b) => b.textContent)).toEqual(['ft / in', 'cm']);
    await user.type(screen.getByLabelText('Weight (lbs)'), '185');
    await user.type(screen.getByLabelText('Feet'), '6');
    await user.type(screen.getByLabelText('Inches'), '1');
    await user.click(weightUnit.getByRole('button', { name: 'kg' }));
    // The form's own conversion, the value that is saved (D240): 185 / 2.205 = 83.9.
    expect(screen.getByLabelText('Weight (kg)')).toHaveProperty('value', '83.9');
    expect(screen.getByText('About 185 lbs')).toBeInTheDocument();
    await user.click(heightUnit.getByRole('button', { name: 'cm' }));
    expect(screen.getByLabelText('Height (cm)')).toHaveProperty('value', '185.4');
    await user.click(weightUnit.getByRole('button', { name: 'lbs' }));
    expect(screen.getByLabelText('Weight (lbs)')).toHaveProperty('value', '185');
  });
});

describe('details step, a goalie', () => {
  it('asks which hand catches once only Goalie is ticked (D241)', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<DetailsStep {...props} />);
    expect(screen.getByRole('group', { name: 'Shoots' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Goalie/ }));
    expect(await screen.findByRole('group', { name: 'Catches' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Shoots' })).not.toBeInTheDocument();
  });
});

describe('team step', () => {
  const data: Partial<WizardData> = {
    basics: { firstName: 'Ava', lastName: 'Lee', birthYear: 2008, birthMonth: null, category: 'FEMALE' },
    style: { shoots: 'L', positions: ['C'] },
    location: { country: 'United States', region: 'Minnesota', city: 'Edina' },
    body: { heightCm: 170, weightKg: null },
    team: { teamName: '', level: '', season: '2026-27' },
  };

  it('creates the profile, then adds the current team', async () => {
    const api = mockFetch((request) => {
      if (request.url === '/api/players/setup')
        return { status: 201, body: { player: { id: PLAYER_ID, parentalConsentRequired: false } } };
      if (request.url.endsWith('/team-history')) return { status: 201, body: { entry: { id: 't1' } } };
      return undefined;
    });
    const props = stepProps(data);
    const { user } = renderWithApp(<TeamStep {...props} />);
    await user.type(screen.getByLabelText('Team name'), ' Minnesota Blades U16 ');
    await user.type(screen.getByLabelText('Level'), 'AAA');
    await user.click(continueButton());

    await waitFor(() => expect(props.goNext).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/players/setup',
        body: {
          firstName: 'Ava',
          lastName: 'Lee',
          birthYear: 2008,
          birthMonth: null,
          category: 'FEMALE',
          shoots: 'L',
          positions: ['C'],
          country: 'United States',
          region: 'Minnesota',
          city: 'Edina',
          heightCm: 170,
          weightKg: null,
        },
      },
      {
        method: 'POST',
        url: `/api/players/${PLAYER_ID}/team-history`,
        body: { teamName: 'Minnesota Blades U16', season: '2026-27', level: 'AAA', isCurrent: true },
      },
    ]);
  });

  it('asks for the season once a team is named', async () => {
    const api = mockFetch();
    const props = stepProps(data);
    const { user } = renderWithApp(<TeamStep {...props} />);
    await user.type(screen.getByLabelText('Team name'), 'Minnesota Blades U16');
    await user.clear(screen.getByLabelText('Season'));
    await user.click(continueButton());
    expect(await screen.findByText('Season is required')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});

describe('photo step', () => {
  it('asks for a photo, refuses other files, then moves on with the chosen image', async () => {
    const props = stepProps();
    const { user } = renderWithApp(<PhotoStep {...props} />);
    await user.click(screen.getByRole('button', { name: /Upload & Continue/ }));
    expect(await screen.findByText('Choose a photo to upload, or skip this step.')).toBeInTheDocument();

    const input = screen.getByLabelText('Profile photo');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(UNSUPPORTED_MESSAGE)).toBeInTheDocument();

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'ava.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await user.click(screen.getByRole('button', { name: /Upload & Continue/ }));
    await waitFor(() => expect(props.goNext).toHaveBeenCalledWith({ photo }));
  });

  it('shrinks a photo over 10 MB, showing "Preparing photo…" on the pending button, then moves on with it', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 6000, height: 4000, close() {} }));
    let finish: (file: File) => void = () => {};
    shrinkImage.mockImplementation((_file: File, onProgress: (p: number) => void) => {
      onProgress(40);
      return new Promise<File>((resolve) => {
        finish = resolve;
      });
    });
    const props = stepProps();
    const { user } = renderWithApp(<PhotoStep {...props} />);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [big] } });

    const pending = await screen.findByRole('button', { name: /Preparing photo… 40%/ });
    expect(pending).toBeDisabled();
    const small = new File([new Uint8Array(2048)], 'big.jpg', { type: 'image/jpeg' });
    finish(small);
    await user.click(await screen.findByRole('button', { name: /Upload & Continue/ }));
    await waitFor(() => expect(props.goNext).toHaveBeenCalledWith({ photo: small }));
    vi.unstubAllGlobals();
  });
});
