import type { LoaderFunctionArgs } from 'react-router';
import { pageNotFound } from '#client/lib/route-data.ts';

/** Any unknown address: Page Not Found, answered with status 404. */
export function notFoundLoader({ request }: LoaderFunctionArgs) {
  return pageNotFound({
    title: 'Page Not Found · Rinkside',
    description: 'This page does not exist on Rinkside.',
    path: new URL(request.url).pathname,
  });
}
