// The notifications area's public module: other areas import from here only (docs/architecture.md).

export { notificationRoutes } from './notifications.routes.ts';
export {
  accountsWanting,
  type UnsubscribeLink,
  unsubscribeLink,
  wantsEmail,
} from './notifications.service.ts';
