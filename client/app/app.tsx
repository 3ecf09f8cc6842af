import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';

/**
 * Providers outside the router, the same in the browser (main.tsx) and in server rendering
 * (entry-server.tsx), so the server's HTML and the first client render match. AuthProvider lives inside
 * the router (RootLayout) because it navigates.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The app is live (a server-rendered page is hydrated, its buttons answer): `data-app-ready` on <html>,
  // which browser tests wait for before clicking.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
