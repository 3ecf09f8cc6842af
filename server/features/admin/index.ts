// The admin area's public module (spec 3 §2 Admin): mounted under /api/admin, ADMIN only.

export { adminRoutes } from './admin.routes.ts';
export { adminImportRoutes } from './import.routes.ts';
