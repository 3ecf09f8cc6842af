// The landing page and the screen any address can show (Page Not Found).

export { notFoundLoader } from '#client/features/errors/pages/not-found-loader.ts';
export { NotFoundPage } from '#client/features/errors/pages/not-found-page.tsx';
export { howRecruitingWorksLoader } from '#client/features/landing/pages/how-recruiting-works-loader.ts';
export { HowRecruitingWorksPage } from '#client/features/landing/pages/how-recruiting-works-page.tsx';
export { landingLoader } from '#client/features/landing/pages/landing-loader.ts';
export { LandingPage } from '#client/features/landing/pages/landing-page.tsx';
