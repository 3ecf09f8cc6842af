import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGE_CHANGE_REFUSED_MESSAGE } from '#common/age.ts';
import type { Player } from '#common/contracts/players.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

const PLAYER: Player = {
  id: '7a0c2f4e-1111-4222-8333-944455556666',
  userId: null,
  slug: 'ava-lee',
  firstName: 'Ava',
  lastName: 'Lee',
  preferredName: null,
  preferredJerseyNumber: 12,
  preferredPosition: 'C',
  positions: ['C', 'LW'],
  birthYear: 2008,
  graduationYear: null,
  divisionInterest: [],
  category: 'FEMALE',
  showCategory: true,
  shoots: 'L',
  heightCm: 170,
  weightKg: 60,
  gpa: null,
  major: null,
  bio: null,
  city: 'Edina',
  region: 'Minnesota',
  country: 'United States',
  profileStatus: 'active',
  hasParentalConsent: true,
  parentalConsentRequired: false,
  profileImageUrl: null,
  currentTeamName: null,
  verificationStatus: 'pending',
};

function renderForm(player: Player = PLAYER, { isOwner = false } = {}) {
  const api = mockFetch((request) =>
    request.method === 'PATCH' ? { body: { player: { ...player, ...(request.body as object) } } } : undefined,
  );
  const view = renderWithApp(
    <ProfileDetailsForm player={player} playerRef={{ id: player.id, slug: player.slug }} isOwner={isOwner} />,
  );
  return { ...view, api };
}

describe('ProfileDetailsForm', () => {
  it('sends the class year and the division interest, and refuses a class year that does not fit the birth year', async () => {
    const { user, api } = renderForm();
    const classYear = screen.getByLabelText('Graduation year (class of)');
    await user.type(classYear, '2020');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('A player born in 2008 graduates from high school between 2025 and 2027'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.clear(classYear);
    await user.type(classYear, '2026');
    await user.click(screen.getByLabelText('NCAA Division III'));
    await user.click(screen.getByLabelText('NCAA Division I'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ graduationYear: 2026, divisionInterest: ['D1', 'D3'] });
  });

  it('sends the changed details, with unchanged measurements and positions left out', async () => {
    const { user, api } = renderForm();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Avery');
    await user.type(screen.getByLabelText('Preferred name'), '  Ace ');
    await user.clear(screen.getByLabelText('GPA'));
    await user.type(screen.getByLabelText('GPA'), '3.8');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PATCH',
      url: `/api/players/${PLAYER.id}`,
      body: {
        firstName: 'Avery',
        lastName: 'Lee',
        birthYear: 2008,
        graduationYear: null,
        divisionInterest: [],
        preferredName: 'Ace',
        preferredJerseyNumber: 12,
        bio: null,
        gpa: 3.8,
        major: null,
        country: 'United States',
        region: 'Minnesota',
        city: 'Edina',
        showCategory: true,
        category: 'FEMALE',
        preferredPosition: 'C',
        shoots: 'L',
      },
    });
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  });

  it('sends a height typed in centimeters and a new set of positions', async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: 'cm' }));
    const cm = screen.getByLabelText('Height (cm)');
    await user.clear(cm);
    await user.type(cm, '181');
    await user.click(screen.getByRole('checkbox', { name: 'Left Wing' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const body = api.writes()[0]?.body as Record<string, unknown>;
    expect(body.heightCm).toBe(181);
    expect(body.positions).toEqual(['C']);
    expect('weightKg' in body).toBe(false);
  });

  it('shows a typed weight in the new unit when the unit changes, and a stored one unchanged', async () => {
    const { user, api } = renderForm();
    const weightUnit = within(screen.getByRole('group', { name: 'Weight unit' }));
    // The stored 60 kg, untouched, reads the same both ways.
    expect(screen.getByLabelText('Weight (lbs)')).toHaveProperty('value', '132');
    await user.click(weightUnit.getByRole('button', { name: 'kg' }));
    expect(screen.getByLabelText('Weight (kg)')).toHaveProperty('value', '60');
    await user.click(weightUnit.getByRole('button', { name: 'lbs' }));
    const lbs = screen.getByLabelText('Weight (lbs)');
    await user.clear(lbs);
    await user.type(lbs, '185');
    expect(screen.getByText('About 84 kg')).toBeInTheDocument();
    await user.click(weightUnit.getByRole('button', { name: 'kg' }));
    expect(screen.getByLabelText('Weight (kg)')).toHaveProperty('value', '83.9');
    expect(screen.getByText('About 185 lbs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ weightKg: 83.9 });
  });

  it('asks a goalie which hand catches, not which way they shoot', async () => {
    renderForm({ ...PLAYER, positions: ['G'], preferredPosition: null });
    expect(screen.getByLabelText('Catches')).toBeInTheDocument();
    expect(screen.queryByLabelText('Shoots')).not.toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const { user, api } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    const year = screen.getByLabelText('Birth year');
    await user.clear(year);
    await user.type(year, '1890');
    const jersey = screen.getByLabelText('Preferred jersey number');
    await user.clear(jersey);
    await user.type(jersey, '120');
    await user.click(screen.getByRole('checkbox', { name: 'Center' }));
    await user.click(screen.getByRole('checkbox', { name: 'Left Wing' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Birth year must be between 1950 and current year')).toBeInTheDocument();
    expect(screen.getByText('Jersey number must be 0 to 99')).toBeInTheDocument();
    expect(screen.getByText('Select at least one position')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('asks the month with the year, sends it only when changed, and shows why a birth change is refused', async () => {
    const api = mockFetch((request) =>
      request.method === 'PATCH'
        ? { status: 403, body: { message: AGE_CHANGE_REFUSED_MESSAGE, code: 'FORBIDDEN' } }
        : undefined,
    );
    const { user } = renderWithApp(
      <ProfileDetailsForm
        player={{ ...PLAYER, birthMonth: 3, parentsKeepAccess: false }}
        playerRef={{ id: PLAYER.id, slug: PLAYER.slug }}
        isOwner
      />,
    );
    const month = screen.getByLabelText('Birth month') as HTMLSelectElement;
    expect(month).toHaveValue('3');
    // An adult owner sees the switch for their parents (D142).
    expect(screen.getByLabelText('Let my parents keep managing my profile')).toBeInTheDocument();
    await user.selectOptions(month, 'December');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ birthYear: 2008, birthMonth: 12 });
    expect(api.writes()[0]?.body).not.toHaveProperty('parentsKeepAccess');
    expect((await screen.findAllByText(AGE_CHANGE_REFUSED_MESSAGE)).length).toBeGreaterThan(0);
  });

  it("shows a parent the minor's one-pager photo switch, off by default, and sends it when changed", async () => {
    const minor: Player = { ...PLAYER, birthYear: new Date().getFullYear() - 14, onePagerPhoto: false };
    const { user, api } = renderForm(minor);
    const photoSwitch = screen.getByRole('checkbox', { name: 'Show photo on the one-pager' });
    expect((photoSwitch as HTMLInputElement).checked).toBe(false);
    await user.click(photoSwitch);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ onePagerPhoto: true });
  });

  it("shows a parent the minor's Share menu switch, on by default, and sends only it when turned off (D296)", async () => {
    const minor: Player = { ...PLAYER, birthYear: new Date().getFullYear() - 14, shareMenu: true };
    const { user, api } = renderForm(minor);
    const shareSwitch = screen.getByRole('checkbox', {
      name: 'Show the Share Profile menu on the public profile',
    });
    expect((shareSwitch as HTMLInputElement).checked).toBe(true);
    await user.click(shareSwitch);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ shareMenu: false });
    expect(api.writes()[0]?.body).not.toHaveProperty('onePagerPhoto');
  });

  it('shows no Share menu switch for an adult, nor to the minor themself', () => {
    const { unmount } = renderForm({ ...PLAYER, birthYear: new Date().getFullYear() - 20, shareMenu: true });
    expect(screen.queryByRole('checkbox', { name: /Share Profile menu/ })).toBeNull();
    unmount();
    renderForm({ ...PLAYER, birthYear: new Date().getFullYear() - 14, shareMenu: true }, { isOwner: true });
    expect(screen.queryByRole('checkbox', { name: /Share Profile menu/ })).toBeNull();
  });

  it('shows no one-pager photo switch for an adult (always printed)', () => {
    renderForm({ ...PLAYER, birthYear: new Date().getFullYear() - 20, onePagerPhoto: false });
    expect(screen.queryByRole('checkbox', { name: 'Show photo on the one-pager' })).toBeNull();
  });
});
