import { CircleCheckIcon } from 'lucide-react';
import { Alert } from '#client/components/ui/alert.tsx';

export function PaymentSuccessBanner() {
  return (
    <Alert variant="success" title="Payment Successful" icon={<CircleCheckIcon />}>
      Your payment has been processed. Complete your registration below to activate your subscription.
    </Alert>
  );
}
