import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Player } from '#common/contracts/players.ts';
import { PlayerDetailsCard } from './summary-cards.tsx';

const SKATER: Player = {
  id: '7a0c2f4e-1111-4222-8333-944455556666',
  userId: null,
  slug: 'ava-lee',
  firstName: 'Ava',
  lastName: 'Lee',
  preferredName: null,
  preferredJerseyNumber: 12,
  preferredPosition: 'C',
  positions: ['C'],
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

/** The value shown next to a label of the card's fact list. */
function factValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('the public profile Player Details card (D241)', () => {
  it('says a skater shoots', () => {
    render(<PlayerDetailsCard player={SKATER} />);
    expect(factValue('Shoots')).toBe('Left');
    expect(screen.queryByText('Catches')).not.toBeInTheDocument();
  });

  it('says a goalie catches, not shoots', () => {
    render(
      <PlayerDetailsCard player={{ ...SKATER, preferredPosition: null, positions: ['G'], shoots: 'R' }} />,
    );
    expect(factValue('Catches')).toBe('Right');
    expect(screen.queryByText('Shoots')).not.toBeInTheDocument();
  });

  it('asks both of a player who plays goal and skates', () => {
    render(<PlayerDetailsCard player={{ ...SKATER, positions: ['C', 'G'] }} />);
    expect(factValue('Shoots / Catches')).toBe('Left');
  });
});
