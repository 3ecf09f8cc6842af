// The landing page and the small screens any address can show (Page Not Found, Coming Soon).
export { ComingSoon } from '#client/components/coming-soon.tsx';
export { NotFoundPage } from '#client/features/errors/pages/not-found-page.tsx';
export { LandingPage } from '#client/features/landing/pages/landing-page.tsx';
