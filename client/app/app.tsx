import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider wires ReactDOM.flushSync, which navigate(..., { flushSync: true }) needs.
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** Providers outside the router; AuthProvider lives inside it (RootLayout) because it navigates. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
