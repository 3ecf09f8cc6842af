import { BanIcon, CircleCheckIcon, CreditCardIcon, ShieldCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { AdminUserDetails } from '#common/contracts/admin.ts';
import type { SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import { holdsPlans } from '#common/roles.ts';
import { useAssignTier } from '../../api/user-actions.ts';
import { useSubscriptionTiers } from '../../api/user-details.ts';
import { ROLE_LABELS } from '../../lib/role-labels.ts';
import { FeatureOverridesCard } from './feature-overrides-card.tsx';
import { SuspendUserDialog, UnsuspendUserDialog } from './suspend-user-dialog.tsx';
import { subscriptionPriceText, subscriptionStatusBadge, tierOptionLabel } from './user-detail-format.ts';

/** Spec 3 §2 user detail, tab 2: the plan, a manual tier, suspension and feature overrides. */
export function SubscriptionTab({ details }: { details: AdminUserDetails }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <CurrentSubscriptionCard subscription={details.subscription} />
        <div className="grid content-start gap-6">
          <ChangeTierCard details={details} />
          <AccountStatusCard details={details} />
        </div>
      </div>
      {holdsPlans(details.user.role) ? (
        <FeatureOverridesCard details={details} />
      ) : (
        <NoFeatureOverridesCard role={details.user.role} />
      )}
    </div>
  );
}

/**
 * D248: every overridable feature is a player plan's (clips, events, profile URL, analytics...), so an
 * account that holds no plan (recruiter, organization, admin) is offered none of them.
 */
function NoFeatureOverridesCard({ role }: { role: AdminUserDetails['user']['role'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Feature Overrides
        </CardTitle>
        <CardDescription>
          Feature overrides change what a plan includes, and only player and parent accounts hold a plan. This{' '}
          {ROLE_LABELS[role].toLowerCase()} account has no plan features to override.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-semibold">{children}</dd>
    </div>
  );
}

function CurrentSubscriptionCard({ subscription }: { subscription: SubscriptionSummary | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Subscription</CardTitle>
        <CardDescription>The plan this account holds now.</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription ? (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-2xl font-bold tracking-tight">{subscription.tier.displayName}</p>
                <p className="font-semibold tabular-nums text-muted-foreground">
                  {subscriptionPriceText(subscription)}
                </p>
              </div>
              <StatusBadge status={subscription.status} />
            </div>
            {subscription.assignedByAdmin ? (
              <p className="flex items-center gap-2 text-sm font-medium">
                <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                Assigned by an administrator
              </p>
            ) : null}
            <dl className="grid gap-2 sm:grid-cols-2">
              <Fact label="Billing period">
                {subscription.billingPeriod === 'yearly' ? 'Yearly' : 'Monthly'}
              </Fact>
              <Fact label="Coupon code">{subscription.couponCode ?? 'None'}</Fact>
              <Fact label="Max players">{subscription.maxPlayers}</Fact>
              {subscription.discountPercent ? (
                <Fact label="Discount">{subscription.discountPercent}% off</Fact>
              ) : null}
            </dl>
          </div>
        ) : (
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-muted/30 px-4 py-6">
            <CreditCardIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <p className="text-sm font-medium">No active subscription</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function StatusBadge({ status }: { status: SubscriptionSummary['status'] }) {
  const badge = subscriptionStatusBadge(status);
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

function ChangeTierCard({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  const tiers = useSubscriptionTiers();
  const assign = useAssignTier();
  const [tierId, setTierId] = useState('');
  const selectId = useId();
  const noteId = useId();
  // Decisions D078: only players and parents hold plans.
  const canHoldPlan = holdsPlans(user.role);

  const update = () => {
    if (!tierId) return;
    const tier = tiers.data?.tiers.find((t) => t.id === tierId);
    assign.mutate(
      { userId: user.id, tierId },
      {
        onSuccess: () => {
          toast({
            title: 'Subscription updated',
            description: `${user.name} is now on ${tier?.displayName ?? 'the chosen tier'}.`,
          });
          setTierId('');
        },
        onError: (error) => showErrorToast('Failed to update subscription tier', error),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Change Subscription Tier
        </CardTitle>
        <CardDescription id={noteId}>
          Manually assigns a tier and overrides any existing subscription.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tiers.isError ? (
          <Alert variant="destructive" title="Tiers could not be loaded">
            <Button size="sm" variant="outline" className="mt-2" onClick={() => tiers.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <>
            <Label htmlFor={selectId}>Tier</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="min-w-0 flex-1">
                <Select
                  id={selectId}
                  value={tierId}
                  aria-describedby={noteId}
                  disabled={!canHoldPlan || tiers.isPending || assign.isPending}
                  onChange={(event) => setTierId(event.target.value)}
                >
                  <option value="">{tiers.isPending ? 'Loading tiers...' : 'Choose a tier'}</option>
                  {tiers.data?.tiers.map((tier) => (
                    <option key={tier.id} value={tier.id}>
                      {tierOptionLabel(tier)}
                    </option>
                  ))}
                </Select>
              </div>
              <Button onClick={update} disabled={!canHoldPlan || !tierId || assign.isPending}>
                {assign.isPending ? <Spinner className="size-4 text-current" /> : null}
                Update Tier
              </Button>
            </div>
            {canHoldPlan ? null : (
              <p className="text-sm text-muted-foreground">
                Only player and parent accounts hold a plan; a {user.role.toLowerCase().replace('_', ' ')}{' '}
                account has none to change.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AccountStatusCard({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  const { user: me } = useAuth();
  const [open, setOpen] = useState<'suspend' | 'unsuspend' | null>(null);
  const isSelf = me?.id === user.id;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Account Status
        </CardTitle>
        <CardDescription>
          {user.suspended
            ? 'This account is suspended: the user cannot log in.'
            : 'This account is active: the user can log in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {user.suspended ? (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen('unsuspend')}>
            <CircleCheckIcon />
            Unsuspend User
          </Button>
        ) : (
          <Button
            variant="destructive"
            className="w-full sm:w-fit"
            disabled={isSelf}
            onClick={() => setOpen('suspend')}
          >
            <BanIcon />
            Suspend User
          </Button>
        )}
        {isSelf && !user.suspended ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
            You cannot suspend your own account.
          </p>
        ) : null}
      </CardContent>
      <SuspendUserDialog
        user={user}
        open={open === 'suspend'}
        onOpenChange={(next) => setOpen(next ? 'suspend' : null)}
      />
      <UnsuspendUserDialog
        user={user}
        open={open === 'unsuspend'}
        onOpenChange={(next) => setOpen(next ? 'unsuspend' : null)}
      />
    </Card>
  );
}
