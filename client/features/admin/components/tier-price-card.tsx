import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon, CloudUploadIcon, SaveIcon, TriangleAlertIcon } from 'lucide-react';
import { type ComponentProps, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatPrice } from '#client/lib/format.ts';
import type { Tier } from '#common/contracts/subscriptions.ts';
import { useSyncTierToStripe, useUpdateTier } from '../api/update-tier.ts';
import {
  buildTierPriceUpdate,
  parseDollars,
  type TierPriceDraft,
  tierPriceDraft,
} from '../lib/tier-prices.ts';

/** The form's schema: the rules of spec 3 §5 "Tier price edit", from the one parser (lib/tier-prices.ts). */
const TierPriceDraftSchema = z
  .object({ monthly: z.string(), yearly: z.string() })
  .superRefine((draft, ctx) => {
    const result = buildTierPriceUpdate(draft);
    if (result.ok) return;
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/**
 * One tier on /admin/tiers (spec 3 §2, §5): its names and description, the monthly and yearly prices
 * edited in dollars and saved in cents, the Stripe sync status, Save and Sync to Stripe.
 */
export function TierPriceCard({ tier }: { tier: Tier }) {
  const { register, handleSubmit, reset, watch, formState } = useForm<TierPriceDraft>({
    resolver: zodResolver(TierPriceDraftSchema),
    defaultValues: tierPriceDraft(tier),
    mode: 'onTouched',
  });
  const update = useUpdateTier();
  const sync = useSyncTierToStripe();
  const synced = Boolean(tier.stripePriceIdMonthly);
  const headingId = `tier-${tier.id}`;

  // The saved prices changed (this save, or another admin's): the form starts from them again.
  const { priceMonthly, priceYearly } = tier;
  useEffect(() => {
    reset(tierPriceDraft({ priceMonthly, priceYearly }));
  }, [priceMonthly, priceYearly, reset]);

  const monthly = parseDollars(watch('monthly'), 'Monthly price');
  const yearlyDefault = monthly.kind === 'cents' ? formatPrice(monthly.cents * 12) : null;

  const save = handleSubmit((draft) => {
    const result = buildTierPriceUpdate(draft);
    if (!result.ok || update.isPending) return;
    update.mutate(
      { tierId: tier.id, input: result.input },
      {
        onSuccess: ({ tier: saved }) => {
          reset(tierPriceDraft(saved));
          toast({
            title: 'Tier updated',
            description: `${saved.displayName}: ${formatPrice(saved.priceMonthly)} a month, ${formatPrice(saved.priceYearly)} a year.`,
          });
        },
        onError: (error) =>
          showErrorToast(getErrorMessage(error, 'The prices were not saved.'), undefined, {
            title: 'Failed to update tier',
          }),
      },
    );
  });

  const syncToStripe = () =>
    sync.mutate(tier.id, {
      onSuccess: ({ tier: updated }) =>
        toast({
          title: 'Synced to Stripe',
          description: `${updated.displayName} prices are up to date in Stripe.`,
        }),
      onError: (error) =>
        showErrorToast(getErrorMessage(error, 'Stripe could not be reached. Please try again.'), undefined, {
          title: 'Failed to sync to Stripe',
        }),
    });

  const dirty = formState.isDirty;
  return (
    <Card aria-labelledby={headingId} role="region" className="flex flex-col">
      <div className="grid gap-2 p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle id={headingId}>{tier.displayName}</CardTitle>
            <p className="mt-0.5 font-mono text-xs text-muted-foreground">{tier.name}</p>
          </div>
          {synced ? (
            <Badge variant="success">
              <CheckCircle2Icon aria-hidden="true" />
              Synced
            </Badge>
          ) : (
            <Badge variant="outline">
              <TriangleAlertIcon aria-hidden="true" className="text-warning" />
              Not Synced
            </Badge>
          )}
        </div>
        {tier.description ? <p className="text-sm text-muted-foreground">{tier.description}</p> : null}
      </div>
      <form noValidate onSubmit={save} className="flex flex-1 flex-col">
        <CardContent className="grid flex-1 content-start items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Monthly price (USD)"
            error={formState.errors.monthly?.message}
            hint="Required. 0.00 is shown as Free."
          >
            {(control) => <DollarInput {...control} {...register('monthly')} />}
          </FormField>
          <FormField
            label="Yearly price (USD)"
            error={formState.errors.yearly?.message}
            hint={yearlyDefault ? `Optional. Empty means 12 × monthly (${yearlyDefault}).` : 'Optional.'}
          >
            {(control) => <DollarInput {...control} {...register('yearly')} />}
          </FormField>
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? <Spinner className="size-4 text-current" /> : <SaveIcon />}
            Save
          </Button>
          <Button
            variant="outline"
            onClick={syncToStripe}
            disabled={sync.isPending || dirty || tier.priceMonthly === 0}
            title={
              tier.priceMonthly === 0
                ? 'The free plan is not sold through Stripe'
                : dirty
                  ? 'Save the prices first'
                  : undefined
            }
          >
            {sync.isPending ? <Spinner className="size-4 text-current" /> : <CloudUploadIcon />}
            Sync to Stripe
          </Button>
          {dirty ? (
            <p className="text-xs text-muted-foreground">Unsaved changes</p>
          ) : tier.priceMonthly === 0 ? (
            <p className="text-xs text-muted-foreground">Free: nothing to sync to Stripe.</p>
          ) : null}
        </CardFooter>
      </form>
    </Card>
  );
}

function DollarInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        $
      </span>
      <Input {...props} inputMode="decimal" autoComplete="off" className="pl-7 tabular-nums" />
    </div>
  );
}
