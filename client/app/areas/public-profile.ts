export { PublicProfilePage } from '#client/features/public-profile/pages/public-profile-page.tsx';
