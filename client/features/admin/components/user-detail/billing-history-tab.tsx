import { ReceiptTextIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';

/** Spec 3 §2 user detail, tab 3: a placeholder until billing history is integrated. */
export function BillingHistoryTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing History</CardTitle>
        <CardDescription>Invoices and payments of this account.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={<ReceiptTextIcon />}
          title="Billing history is coming soon"
          description="Billing history integration is coming soon. Invoices, payments and refunds will be listed here."
        />
      </CardContent>
    </Card>
  );
}
