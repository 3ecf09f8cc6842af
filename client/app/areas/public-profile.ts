export { publicProfileLoader } from '#client/features/public-profile/lib/profile-loader.ts';
export { PublicProfilePage } from '#client/features/public-profile/pages/public-profile-page.tsx';
