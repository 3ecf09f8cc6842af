import { HistoryIcon, ShieldIcon, TriangleAlertIcon, TrophyIcon, UserIcon, UsersIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { type TabDef, TabList, TabPanel, useTabInAddress } from '#client/components/ui/tabs.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { welcomeWord } from '#client/lib/greeting.ts';
import { PATHS } from '#client/lib/paths.ts';
import { takeReturnTo } from '#client/lib/return-to.ts';
import { useParentAccount } from '../api/get-parent-account.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { PendingCards } from '../components/pending-cards.tsx';
import { PermissionsTab } from '../components/permissions-tab.tsx';
import { PlayersTab } from '../components/players-tab.tsx';
import { SubscriptionTab } from '../components/subscription-tab.tsx';

type Tab = 'account' | 'players' | 'coparents' | 'subscription';
const TABS: TabDef<Tab>[] = [
  { value: 'account', label: 'My Account', icon: <UserIcon /> },
  { value: 'players', label: 'My Players', icon: <UsersIcon /> },
  { value: 'coparents', label: 'Parents & Permissions', icon: <ShieldIcon /> },
  { value: 'subscription', label: 'Subscription', icon: <TrophyIcon /> },
];
const TAB_VALUES = TABS.map((t) => t.value);

/**
 * Parents only: the route table puts this screen behind RequireRole (client/app/routes.tsx). The
 * organizations card comes in from the app layer (client/app/areas/parent.ts), which wires features.
 */
export function ParentDashboardPage({ sponsorships }: { sponsorships?: ReactNode }) {
  const navigate = useNavigate();
  const account = useParentAccount();
  const { user } = useAuth();
  // The tab is in the address; Back and Forward move between tabs (D254).
  const [tab, selectTab] = useTabInAddress(TAB_VALUES, 'account');

  // Back to the invitation page a signed-out visitor left to log in or sign up (see return-to.ts).
  useEffect(() => {
    const returnTo = takeReturnTo();
    if (returnTo) navigate(returnTo, { replace: true });
  }, [navigate]);

  return (
    <div className="container-page py-8 sm:py-10">
      <title>Parent Dashboard · Rinkside</title>
      <div className="grid gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Parent Dashboard</h1>
            <p className="text-muted-foreground">
              {account.data ? `${welcomeWord(user)}, ${account.data.user.name}. ` : ''}Manage your
              players&apos; profiles, permissions and plan.
            </p>
          </div>
          <Link
            to={PATHS.parentActivity}
            className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          >
            <HistoryIcon />
            Activity Log
          </Link>
        </header>

        {account.isPending ? (
          <PageSpinner label="Loading your dashboard..." />
        ) : account.isError || !account.data ? (
          <Alert
            variant="destructive"
            icon={<TriangleAlertIcon />}
            title="Account information not found"
            role="alert"
          >
            <p>We could not load your parent account. Please try again.</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => account.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <>
            <PendingCards />
            {sponsorships}
            <TabList
              tabs={TABS}
              value={tab}
              onChange={selectTab}
              idPrefix="parent"
              label="Parent dashboard"
            />
            <TabPanel idPrefix="parent" value={tab}>
              {tab === 'account' ? (
                <AccountTab account={account.data} />
              ) : tab === 'players' ? (
                <PlayersTab account={account.data} />
              ) : tab === 'coparents' ? (
                <PermissionsTab account={account.data} />
              ) : (
                <SubscriptionTab account={account.data} />
              )}
            </TabPanel>
          </>
        )}
      </div>
    </div>
  );
}
