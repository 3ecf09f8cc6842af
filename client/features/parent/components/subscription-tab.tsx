import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PaidBenefits, PlanSummary } from '#client/features/billing/index.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { ParentAccount } from '#common/contracts/parents.ts';

/** Spec 2 §2: the parent's plan (players per plan as count / maxPlayers) and what a paid plan adds. */
export function SubscriptionTab({ account }: { account: ParentAccount }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
          <CardDescription>Your subscription and what it covers.</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanSummary subscription={account.subscription} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Paid Plan Benefits</CardTitle>
          <CardDescription>Help your player stand out to recruiters.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <PaidBenefits />
          <Link
            to={PATHS.pricing}
            className="w-fit rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Compare all plans
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
