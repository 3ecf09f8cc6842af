export { OutboxPage } from '#client/features/dev-outbox/pages/outbox-page.tsx';
