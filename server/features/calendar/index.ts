// The calendar area's public module: other areas import from here only (docs/architecture.md).
export { calendarRoutes } from './calendar.routes.ts';
