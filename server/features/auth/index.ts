// The auth area's public module: other areas import from here only (docs/architecture.md).

export { authRoutes } from './auth.routes.ts';
export {
  createVerifiedAccount,
  findUserByEmail,
  issueEmailVerification,
  normalizeEmail,
} from './auth.service.ts';
export { type AuthLimits, DEFAULT_AUTH_LIMITS } from './auth-limits.ts';
export { voidOpenResetLinks } from './password-reset.ts';
