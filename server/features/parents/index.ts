// The parents area's public module: other areas import from here only (docs/architecture.md).
export { parentRoutes } from './parents.routes.ts';
export {
  ADULT_OWN_PROFILE_MESSAGE,
  findPlayerForLinkedParent,
  linkChildToParent,
  type ParentAction,
  recordParentConsent,
} from './parents.service.ts';
