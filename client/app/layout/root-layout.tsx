import { Outlet, ScrollRestoration } from 'react-router';
import { CheckoutReturn } from '#client/features/billing/index.ts';
import { AuthProvider } from '#client/lib/auth.tsx';
import { EmailVerificationBanner } from './email-verification-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Every screen: skip link, sticky header, the page in <main>, footer. The auth context needs the router. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <EmailVerificationBanner />
          <div className="flex-1">
            <Outlet />
          </div>
        </main>
        <SiteFooter />
      </div>
      <CheckoutReturn />
      <ScrollRestoration />
    </AuthProvider>
  );
}
