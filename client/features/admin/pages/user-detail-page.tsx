import {
  ActivityIcon,
  ChevronLeftIcon,
  CreditCardIcon,
  LayoutDashboardIcon,
  ReceiptTextIcon,
  TriangleAlertIcon,
  UserXIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { type TabDef, TabList, TabPanel, useTabInAddress } from '#client/components/ui/tabs.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { PATHS } from '#client/lib/paths.ts';
import { useAdminUserDetails } from '../api/user-details.ts';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';
import { ActivityLogTab } from '../components/user-detail/activity-log-tab.tsx';
import { BillingHistoryTab } from '../components/user-detail/billing-history-tab.tsx';
import { OverviewTab } from '../components/user-detail/overview-tab.tsx';
import { SubscriptionTab } from '../components/user-detail/subscription-tab.tsx';
import { UserHeader } from '../components/user-detail/user-header.tsx';

type Tab = 'overview' | 'subscription' | 'billing' | 'activity';
const TABS: TabDef<Tab>[] = [
  { value: 'overview', label: 'Overview', icon: <LayoutDashboardIcon /> },
  { value: 'subscription', label: 'Subscription & Features', icon: <CreditCardIcon /> },
  { value: 'billing', label: 'Billing History', icon: <ReceiptTextIcon /> },
  { value: 'activity', label: 'Activity Log', icon: <ActivityIcon /> },
];
const TAB_VALUES = TABS.map((t) => t.value);

/**
 * /admin/users/{userId} (spec 3 §2 user detail): ADMIN only (the route table's RequireRole). The tab
 * lives in the URL (?tab=): reload keeps it, Back and Forward move between tabs (D254).
 */
export function UserDetailPage() {
  const { userId } = useParams();
  const details = useAdminUserDetails(userId);
  const [resetOpen, setResetOpen] = useState(false);
  const [tab, selectTab] = useTabInAddress(TAB_VALUES, 'overview');
  // A malformed id (400) names no user, like an unknown one (404).
  const notFound = isApiError(details.error, 404) || isApiError(details.error, 400);

  const data = details.data;
  return (
    <div className="container-page py-8 sm:py-10">
      <title>{`${data?.user.name ?? 'User Details'} · Admin · Rinkside`}</title>
      <Link
        to={PATHS.adminDashboard}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-4' })}
      >
        <ChevronLeftIcon />
        Back to Admin Dashboard
      </Link>

      {!userId ? (
        <EmptyState
          size="lg"
          icon={<UserXIcon />}
          title="User ID not found"
          description="The address names no user. Open a user from the users table of the dashboard."
        />
      ) : details.isPending ? (
        <PageSpinner label="Loading user details..." />
      ) : notFound ? (
        <EmptyState
          size="lg"
          icon={<UserXIcon />}
          title="User not found"
          description="No account has this ID. It may have been deleted."
        />
      ) : details.isError || !data ? (
        <Alert
          variant="destructive"
          icon={<TriangleAlertIcon />}
          title="Account information not found"
          role="alert"
        >
          <p>We could not load this user. Please try again.</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => details.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : (
        // minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <UserHeader user={data.user} onResetPassword={() => setResetOpen(true)} />
          <TabList tabs={TABS} value={tab} onChange={selectTab} idPrefix="admin-user" label="User details" />
          <TabPanel idPrefix="admin-user" value={tab}>
            {tab === 'overview' ? (
              <OverviewTab details={data} />
            ) : tab === 'subscription' ? (
              <SubscriptionTab details={data} />
            ) : tab === 'billing' ? (
              <BillingHistoryTab />
            ) : (
              <ActivityLogTab activity={data.recentActivity} />
            )}
          </TabPanel>
          <ResetPasswordDialog
            user={resetOpen ? data.user : null}
            onOpenChange={(open) => setResetOpen(open)}
          />
        </div>
      )}
    </div>
  );
}
