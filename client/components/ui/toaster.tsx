import { lazy, Suspense, useEffect, useState } from 'react';

// Radix's toast code is not on the first page's critical path (D203): it is fetched once the page has
// rendered, long before a toast is likely, and a toast shown earlier waits for it. Rendering nothing until
// then also keeps server-rendered HTML and the first client render the same.
const ToastList = lazy(() => import('./toast-list.tsx').then((module) => ({ default: module.ToastList })));

/** Where toasts appear (use-toast.ts shows them); rendered once, beside the router. */
export function Toaster() {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
