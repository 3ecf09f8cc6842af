import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useResendVerification } from '#client/features/auth/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useVerifyNotice } from '#client/lib/verify-notice.ts';
import { UNVERIFIED_ACCOUNT_NOTICE } from '#common/retention.ts';

/**
 * A signed-in person whose e-mail is not yet verified is reminded, with a one-click resend: the one
 * verify notice of every screen (client/lib/verify-notice.ts), with the screen's reason when it gives one.
 */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  const notice = useVerifyNotice();
  if (!user || user.emailVerified || notice.ownedByPage) return null;

  return (
    <section className="border-b border-border bg-accent/60" aria-label="Verify your email address">
      <div className="container-page flex flex-col gap-2 py-2.5 text-sm text-accent-foreground sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-primary" />
          {/* A long address wraps rather than pushing the page wider than a phone. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            Please verify your email address. We sent a link to{' '}
            <strong className="font-semibold">{user.email}</strong>. {UNVERIFIED_ACCOUNT_NOTICE}
            {notice.reasons.map((reason) => (
              <span key={reason} className="block text-muted-foreground">
                {reason}
              </span>
            ))}
          </span>
        </p>
        <Button
          variant="link"
          className="self-start text-sm sm:self-auto"
          disabled={resend.isPending || sent}
          onClick={() =>
            resend.mutate(
              {},
              {
                onSuccess: (data) => {
                  setSent(true);
                  toast({ title: 'Email sent!', description: data.message });
                },
                // Spec 2 §8: 'Failed to send email' with 'Please try again later.'.
                onError: () => showErrorToast('Failed to send email', 'Please try again later.'),
              },
            )
          }
        >
          {sent ? 'Email sent' : resend.isPending ? 'Sending...' : 'Resend Email'}
        </Button>
      </div>
    </section>
  );
}
