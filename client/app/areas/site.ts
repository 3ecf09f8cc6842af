// The landing page and the screen any address can show (Page Not Found).
export { NotFoundPage } from '#client/features/errors/pages/not-found-page.tsx';
export { LandingPage } from '#client/features/landing/pages/landing-page.tsx';
