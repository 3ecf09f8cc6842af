import { describe, expect, it } from 'vitest';
import { type ActivityFacts, describeActivity } from './activity.ts';

const facts = (over: Partial<ActivityFacts>): ActivityFacts => ({
  eventType: 'player_profile_updated',
  action: null,
  changes: null,
  metadata: null,
  playerName: 'Ava Skater',
  email: null,
  ...over,
});

describe('describeActivity', () => {
  it('names the child and the fields an edit changed, in the form’s words', () => {
    expect(describeActivity(facts({ changes: ['bio', 'heightCm', 'preferredJerseyNumber'] }))).toEqual({
      title: 'Player profile updated',
      subject: 'Ava Skater',
      details: 'Changed Bio, Height, Jersey number',
    });
    // The shape older rows (and the demo data) use.
    expect(describeActivity(facts({ changes: { fields: ['weightKg'] } })).details).toBe('Changed Weight');
  });

  it('says what a parent step did, to whom, and the status it moved', () => {
    expect(
      describeActivity(
        facts({ action: 'parental_consent', metadata: { profileStatus: { from: 'draft', to: 'active' } } }),
      ),
    ).toEqual({ title: 'Consent recorded', subject: 'Ava Skater', details: 'Draft → Active' });
    expect(describeActivity(facts({ action: 'co_parent_invited', email: 'dad@example.com' }))).toEqual({
      title: 'Co-parent invited',
      subject: 'dad@example.com · Ava Skater',
      details: null,
    });
    expect(
      describeActivity(
        facts({
          eventType: 'player_profile_created',
          metadata: { profileStatus: 'draft', createdBy: 'parent' },
        }),
      ),
    ).toEqual({ title: 'Player profile created', subject: 'Ava Skater', details: 'Status: Draft' });
  });

  it('names a deleted child by the name its deletion row kept, and nobody when it kept none', () => {
    expect(
      describeActivity(
        facts({
          eventType: 'player_deleted',
          playerName: null,
          metadata: { by: 'parent', playerName: 'Liv Berg' },
        }),
      ),
    ).toEqual({ title: 'Player profile deleted', subject: 'Liv Berg', details: null });
    expect(
      describeActivity(facts({ eventType: 'player_deleted', playerName: null, metadata: { by: 'self' } }))
        .subject,
    ).toBeNull();
  });

  it('describes account events without a subject, and anything else readably', () => {
    expect(describeActivity(facts({ eventType: 'login_success', playerName: null }))).toEqual({
      title: 'Logged in',
      subject: null,
      details: null,
    });
    expect(describeActivity(facts({ eventType: 'terms_accepted', playerName: null })).title).toBe(
      'Terms accepted',
    );
  });
});
