export { AccountPage } from '#client/features/account/pages/account-page.tsx';
export { UnsubscribePage } from '#client/features/account/pages/unsubscribe-page.tsx';
