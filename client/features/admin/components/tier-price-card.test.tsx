import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tier } from '#common/contracts/subscriptions.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { TierPriceCard } from './tier-price-card.tsx';

const FIRST_LINE: Tier = {
  id: '00000000-0000-4000-8000-000000000003',
  slug: 'first_line',
  name: 'first_line',
  displayName: 'First Line',
  description: 'For the committed player.',
  priceMonthly: 999,
  priceYearly: 9990,
  sortOrder: 3,
  stripePriceIdMonthly: null,
  stripePriceIdYearly: null,
  stripeProductId: null,
};

function setup(tier: Tier = FIRST_LINE, reply?: Parameters<typeof mockFetch>[0]) {
  const sent = mockFetch(
    reply ??
      ((request) => {
        const body = request.body as { monthlyPrice?: number; yearlyPrice?: number | null } | undefined;
        const monthly = body?.monthlyPrice ?? tier.priceMonthly;
        return {
          body: { tier: { ...tier, priceMonthly: monthly, priceYearly: body?.yearlyPrice ?? monthly * 12 } },
        };
      }),
  );
  const view = renderWithApp(<TierPriceCard tier={tier} />);
  const card = within(screen.getByRole('region', { name: tier.displayName }));
  const monthly = card.getByLabelText('Monthly price (USD)') as HTMLInputElement;
  const yearly = card.getByLabelText('Yearly price (USD)') as HTMLInputElement;
  const save = card.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { ...view, sent, card, monthly, yearly, save };
}

describe('a tier price card', () => {
  it('shows the names, the prices in dollars and Not Synced; Save waits for a change', () => {
    const { card, monthly, yearly, save } = setup();
    expect(card.getByRole('heading', { name: 'First Line' })).toBeInTheDocument();
    expect(card.getByText('first_line')).toBeInTheDocument();
    expect(card.getByText('For the committed player.')).toBeInTheDocument();
    expect(card.getByText('Not Synced')).toBeInTheDocument();
    expect(monthly).toHaveValue('9.99');
    expect(yearly).toHaveValue('99.90');
    expect(save).toBeDisabled();
  });

  it('offers no Stripe sync for the free tier (the server has nothing to sync)', () => {
    const { card } = setup({
      ...FIRST_LINE,
      name: 'locker_room',
      displayName: 'Locker Room',
      priceMonthly: 0,
      priceYearly: 0,
    });
    expect(card.getByRole('button', { name: 'Sync to Stripe' })).toBeDisabled();
    expect(card.getByText('Free: nothing to sync to Stripe.')).toBeInTheDocument();
  });

  it('reads Synced when the tier has a monthly Stripe price', () => {
    const { card } = setup({ ...FIRST_LINE, stripePriceIdMonthly: 'price_123' });
    expect(card.getByText('Synced')).toBeInTheDocument();
    expect(card.queryByText('Not Synced')).not.toBeInTheDocument();
  });

  it('saves dollars as cents and says so', async () => {
    const { user, sent, monthly, yearly, save } = setup();
    await user.clear(monthly);
    await user.type(monthly, '12.5');
    await user.clear(yearly);
    await user.type(yearly, '$119.99');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Tier updated')).toBeInTheDocument();
    expect(sent.writes()).toEqual([
      {
        method: 'PATCH',
        url: `/api/subscriptions/tiers/${FIRST_LINE.id}`,
        body: { monthlyPrice: 1250, yearlyPrice: 11999 },
      },
    ]);
  });

  it('sends an empty yearly price as null (twelve times monthly)', async () => {
    const { user, sent, yearly, save, card } = setup();
    await user.clear(yearly);
    expect(card.getByText('Optional. Empty means 12 × monthly ($119.88).')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(sent.writes()).toHaveLength(1));
    expect(sent.writes()[0]?.body).toEqual({ monthlyPrice: 999, yearlyPrice: null });
  });

  it('requires the monthly price and sends nothing without it', async () => {
    const { user, sent, monthly, save, card } = setup();
    await user.clear(monthly);
    await user.click(save);
    expect(await card.findByText('Monthly price is required')).toBeInTheDocument();
    expect(monthly).toHaveAttribute('aria-invalid', 'true');
    expect(sent.writes()).toEqual([]);
  });

  it('refuses a negative price and text that is not a number', async () => {
    const { user, sent, monthly, yearly, save, card } = setup();
    await user.clear(monthly);
    await user.type(monthly, '-5');
    await user.clear(yearly);
    await user.type(yearly, 'lots');
    await user.click(save);
    expect(await card.findByText('Monthly price cannot be negative')).toBeInTheDocument();
    expect(card.getByText('Yearly price must be a number, like 9.99')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
  });

  it('shows the server reason under "Failed to update tier"', async () => {
    const { user, monthly, save } = setup(FIRST_LINE, () => ({
      status: 400,
      body: { message: 'Monthly price is too high' },
    }));
    await user.clear(monthly);
    await user.type(monthly, '99999');
    await user.click(save);
    expect(await screen.findByText('Failed to update tier')).toBeInTheDocument();
    expect(screen.getByText('Monthly price is too high')).toBeInTheDocument();
  });

  it('syncs to Stripe, or shows why not under "Failed to sync to Stripe"', async () => {
    const { user, sent, card } = setup(FIRST_LINE, (request) =>
      request.url.endsWith('/sync-stripe')
        ? { status: 400, body: { message: 'Stripe is not configured (STRIPE_SECRET_KEY is not set).' } }
        : undefined,
    );
    await user.click(card.getByRole('button', { name: 'Sync to Stripe' }));
    expect(await screen.findByText('Failed to sync to Stripe')).toBeInTheDocument();
    expect(screen.getByText('Stripe is not configured (STRIPE_SECRET_KEY is not set).')).toBeInTheDocument();
    expect(sent.writes()).toEqual([
      { method: 'POST', url: `/api/subscriptions/tiers/${FIRST_LINE.id}/sync-stripe`, body: {} },
    ]);
  });

  it('asks to save before syncing while prices are edited', async () => {
    const { user, monthly, card } = setup();
    await user.type(monthly, '1');
    expect(card.getByRole('button', { name: 'Sync to Stripe' })).toBeDisabled();
    expect(card.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
