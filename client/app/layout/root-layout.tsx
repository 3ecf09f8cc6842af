import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { AuthProvider } from '#client/lib/auth.tsx';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { recordPage } from '#client/lib/previous-page.ts';
import { EmailVerificationBanner } from './email-verification-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Loaded only on a return from checkout, so the shell every visitor downloads stays without it. */
const CheckoutReturn = lazyPart('checkout-return', () =>
  import('#client/features/billing/index.ts').then((m) => ({ default: m.CheckoutReturn })),
);

/** Every screen: skip link, sticky header, the page in <main>, footer. The auth context needs the router. */
export function RootLayout() {
  // A checkout returns with a full page load (Stripe's redirect, or the test checkout's), so reading the
  // address once is enough; the return then stays mounted while it removes the query and polls.
  // The router's location, not window's: the server renders this layout too (server rendering, D161).
  const { pathname, search } = useLocation();
  useEffect(() => recordPage(pathname, search), [pathname, search]);
  const [returningFromCheckout] = useState(() => new URLSearchParams(search).get('checkout') === 'success');
  return (
    <AuthProvider>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        {/* At least a screen tall below the header (h-16): the footer starts below the fold, so a screen
            drawn after its code loads pushes nothing visible down (no layout shift). */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none"
        >
          <EmailVerificationBanner />
          <div className="flex-1">
            <Outlet />
          </div>
        </main>
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
      </div>
      {returningFromCheckout ? (
        <Suspense fallback={null}>
          <CheckoutReturn />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </AuthProvider>
  );
}
