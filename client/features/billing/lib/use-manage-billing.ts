import { useNavigate } from 'react-router';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { leaveFor } from './leave-app.ts';

export const MANAGE_BILLING_FAILED = 'Failed to open billing';

/**
 * Manage Billing: asks the server for the portal and goes there. Stripe's portal is another site; the
 * local billing page (no Stripe keys) is a screen of this app, opened without reloading it.
 */
export function useManageBilling() {
  const portal = useOpenBillingPortal();
  const navigate = useNavigate();
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
        else leaveFor(url);
      },
      onError: (error) => showErrorToast(getErrorMessage(error, MANAGE_BILLING_FAILED)),
    });
  // While the browser leaves for Stripe the button keeps saying so.
  return { open, isPending: portal.isPending || (portal.isSuccess && !portal.data.url.startsWith('/')) };
}
