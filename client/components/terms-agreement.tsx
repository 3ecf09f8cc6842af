import { ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { AgreementCheckbox } from '#client/components/ui/checkbox.tsx';
import { PATHS } from '#client/lib/paths.ts';

const LEGAL_LINK =
  'inline-flex items-center gap-0.5 rounded-sm font-semibold text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The Terms of Service and Privacy Notice agreement of every form that creates an account (the sign-up
 * wizard, an invitation's Create Account form). The links open a new tab, which keeps what was typed.
 */
export function TermsAgreement(props: Omit<ComponentProps<typeof AgreementCheckbox>, 'label' | 'required'>) {
  return (
    <AgreementCheckbox
      required
      label={
        <>
          I agree to the{' '}
          <Link to={PATHS.terms} target="_blank" rel="noopener" className={LEGAL_LINK}>
            Terms of Service
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </Link>{' '}
          and{' '}
          <Link to={PATHS.privacy} target="_blank" rel="noopener" className={LEGAL_LINK}>
            Privacy Notice
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </Link>
        </>
      }
      {...props}
    />
  );
}
