export { MyProfilePage } from '#client/features/player-profile/pages/my-profile-page.tsx';
export { ParentPlayerPage } from '#client/features/player-profile/pages/parent-player-page.tsx';
export { ProfileSetupPage } from '#client/features/player-profile/pages/profile-setup-page.tsx';
