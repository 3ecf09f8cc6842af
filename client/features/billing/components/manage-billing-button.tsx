import { CreditCardIcon } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useManageBilling } from '../lib/use-manage-billing.ts';

/** The subscriber's Manage Billing: Stripe's Billing Portal, or the local billing page. */
export function ManageBillingButton({
  label = 'Manage Billing',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: string }) {
  const billing = useManageBilling();
  return (
    <Button {...props} disabled={billing.isPending || props.disabled} onClick={billing.open}>
      {billing.isPending ? <Spinner className="size-4 text-current" /> : <CreditCardIcon />}
      {billing.isPending ? 'Opening...' : label}
    </Button>
  );
}
