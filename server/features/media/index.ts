// The media area's public module: other areas import from here only (docs/architecture.md).

export { mediaRoutes } from './media.routes.ts';
export { deleteMediaFiles, keyFromPublicPath } from './media.service.ts';
export { mediaPolicies } from './media-policies.ts';
export { createPendingUploads, type PendingUploads } from './pending-uploads.ts';
