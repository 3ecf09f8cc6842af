/**
 * The id of the JSON data block a server-rendered page carries its hydration payload in: written by the
 * server (server/features/pages/document.ts), read by the browser (client/app/main.tsx). Here, not in the
 * client, so the built server holds no client module (D161).
 */
export const HYDRATION_ELEMENT_ID = 'rinkside-data';
