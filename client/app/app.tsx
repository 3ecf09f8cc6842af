import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { replayEarlyPress } from './early-presses.ts';

/**
 * Providers outside the router, the same in the browser (main.tsx) and in server rendering
 * (entry-server.tsx), so the server's HTML and the first client render match. AuthProvider lives inside
 * the router (RootLayout) because it navigates.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The app is live (a server-rendered page is hydrated, its buttons answer): `data-app-ready` on <html>,
  // which browser tests wait for before clicking.
  // A press held while the page was not live is answered now (D338).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    replayEarlyPress();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
