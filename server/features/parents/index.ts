// The parents area's public module: other areas import from here only (docs/architecture.md).

export {
  ADULT_OWN_PROFILE_MESSAGE,
  checkLinkedParentManages,
  findPlayerForLinkedParent,
  parentPolicies,
} from './parent-policies.ts';
export { parentRoutes } from './parents.routes.ts';
export {
  linkChildToParent,
  type ParentAction,
  recordParentConsent,
} from './parents.service.ts';
