// The inbox and its threads (D120).
export { InboxPage } from '#client/features/messaging/pages/inbox-page.tsx';
export { ThreadPage } from '#client/features/messaging/pages/thread-page.tsx';
