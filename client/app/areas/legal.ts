export { PrivacyPage } from '#client/features/legal/pages/privacy-page.tsx';
export { TermsPage } from '#client/features/legal/pages/terms-page.tsx';
