import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom lacks two reflected properties that react-hook-form reads to tell whether a select was
// edited before the form was ready (without them every select reads as edited and loses its default).
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    configurable: true,
  });
}
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
    configurable: true,
  });
}

// The toaster and the mobile menu load their Radix code after the first render (D203); loaded here
// once, a test's first toast appears as soon as it is shown instead of after a module transform.
await Promise.all([
  import('#client/components/ui/toast-list.tsx'),
  import('#client/app/layout/mobile-nav-sheet.tsx'),
]);

// Component tests (client/**/*.test.tsx, happy-dom): each test starts from an empty document and its own fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
