export { AccountPage } from '#client/features/account/pages/account-page.tsx';
