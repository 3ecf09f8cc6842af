import { z } from 'zod';
import {
  AUDIT_EVENT_TYPES,
  CATEGORIES,
  ORG_TYPES,
  POSITIONS,
  PROFILE_SOURCES,
  PROFILE_STATUSES,
  ROLES,
} from '../enums.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';
import { ParentRelationshipSchema } from './parents.ts';
import { SubscriptionSummarySchema } from './subscriptions.ts';
import { absentIfEmpty, CONTROL_MESSAGE, hasNoControl, pagingParams } from './text.ts';

/** Contracts of the admin area (spec 3 §2 Admin, §3 admin shapes, §7 Admin, §9). */

const id = z.uuid({ message: 'Not a valid id' });

export const AdminUserParamsSchema = z.object({ id });

// --- Metrics -----------------------------------------------------------------------------------------

export const AdminMetricsResponseSchema = z.object({
  totalUsers: z.number().int(),
  totalPlayers: z.number().int(),
  totalRecruiters: z.number().int(),
  totalOrganizations: z.number().int(),
});
export type AdminMetrics = z.infer<typeof AdminMetricsResponseSchema>;

// --- Users table (paginated on the server: it must stay fast at 100,000 users) ------------------------

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_SEARCH_MAX = 200;

export const AdminUsersQuerySchema = z.object({
  /** Part of the name or e-mail, any letter case. */
  search: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .max(ADMIN_USERS_SEARCH_MAX, `Search must be at most ${ADMIN_USERS_SEARCH_MAX} characters`)
      .transform((v) => v.trim() || undefined)
      .optional(),
  ),
  role: z.preprocess(
    absentIfEmpty,
    z.enum(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  ),
  ...pagingParams({
    maxPage: 100_000,
    maxPageMessage: 'Page is out of range',
    defaultSize: ADMIN_USERS_PAGE_SIZE,
    maxSize: ADMIN_USERS_MAX_PAGE_SIZE,
  }),
});
export type AdminUsersQueryInput = z.input<typeof AdminUsersQuerySchema>;

/** Spec 3 §3 "Admin user row", plus suspended and lastLoginAt for the table's badges. */
export const AdminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

// --- Audit logs -------------------------------------------------------------------------------------

/** Spec 3 §9: the limit selector's options; 50 is the default. */
export const AUDIT_LOG_LIMITS = [25, 50, 100, 200] as const;
export const DEFAULT_AUDIT_LOG_LIMIT = 50;
/** Spec 3 §2: the event types the filter offers first (the rest of the enumeration follows them). */
export const AUDIT_FILTER_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'logout',
  'password_reset',
  'role_changed',
  'player_profile_updated',
  'profile_view',
  'list_created',
  'list_deleted',
] as const satisfies readonly (typeof AUDIT_EVENT_TYPES)[number][];

export const AuditLogsQuerySchema = z.object({
  eventType: z.preprocess(
    absentIfEmpty,
    z.enum(AUDIT_EVENT_TYPES, { message: 'Not a known event type' }).optional(),
  ),
  /** Part of the e-mail, any letter case. */
  email: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .max(254, 'E-mail must be at most 254 characters')
      .transform((v) => v.trim() || undefined)
      .optional(),
  ),
  limit: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: 'Limit must be 25, 50, 100 or 200' })
      .refine((v) => (AUDIT_LOG_LIMITS as readonly number[]).includes(v), 'Limit must be 25, 50, 100 or 200')
      .default(DEFAULT_AUDIT_LOG_LIMIT),
  ),
});
export type AuditLogsQueryInput = z.input<typeof AuditLogsQuerySchema>;

/** A person an audit row names (D247): the account, to link to its admin page. */
export const AuditPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

/** Spec 3 §3 "Audit log row", plus who acted and on whom. */
export const AuditLogRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  eventType: z.enum(AUDIT_EVENT_TYPES),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  errorMessage: z.string().nullable(),
  changes: z.unknown(),
  metadata: z.unknown(),
  userId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  /** Who acted (the row's userId), when that account still exists. */
  actor: AuditPersonSchema.nullable(),
  /** On whom (the row's targetUserId), when that account still exists. */
  subject: AuditPersonSchema.nullable(),
});
export type AuditLogRow = z.infer<typeof AuditLogRowSchema>;
export const AuditLogsResponseSchema = z.object({ logs: z.array(AuditLogRowSchema) });

// --- Parent details dialog ------------------------------------------------------------------------

export const AdminParentPlayerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int(),
  profileStatus: z.enum(PROFILE_STATUSES),
  relationship: ParentRelationshipSchema.nullable(),
  isPrimary: z.boolean(),
  consentGiven: z.boolean(),
  consentParentName: z.string().nullable(),
  consentDate: z.string().nullable(),
  consentIpAddress: z.string().nullable(),
});
export type AdminParentPlayer = z.infer<typeof AdminParentPlayerSchema>;

export const AdminParentDetailsResponseSchema = z.object({
  parent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  players: z.array(AdminParentPlayerSchema),
});
export type AdminParentDetails = z.infer<typeof AdminParentDetailsResponseSchema>;

// --- Actions on one user --------------------------------------------------------------------------

/** Spec 3 §5: an admin-set password has at least 8 characters. */
export const ADMIN_PASSWORD_MIN = PASSWORD_MIN;
export const AdminResetPasswordInputSchema = z.strictObject({
  password: z
    .string({ message: 'Password is required' })
    .min(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, 'Password is too long'),
});
export type AdminResetPasswordInput = z.infer<typeof AdminResetPasswordInputSchema>;

export const ChangeRoleInputSchema = z.strictObject({
  role: z.enum(ROLES, { message: 'Role is required' }),
});
export type ChangeRoleInput = z.infer<typeof ChangeRoleInputSchema>;

export const SUSPENSION_REASON_MAX = 1000;
/** Spec 3 §2: a reason is asked for but not required. */
export const SuspendUserInputSchema = z.strictObject({
  reason: z
    .string({ message: 'Reason must be text' })
    .max(SUSPENSION_REASON_MAX, `Keep the reason under ${SUSPENSION_REASON_MAX} characters`)
    .refine(hasNoControl, CONTROL_MESSAGE)
    .transform((v) => v.trim())
    .optional(),
});
export type SuspendUserInput = z.input<typeof SuspendUserInputSchema>;

export const AssignTierInputSchema = z.strictObject({ tierId: z.uuid({ message: 'Choose a tier' }) });
export type AssignTierInput = z.infer<typeof AssignTierInputSchema>;

export const AdminMessageResponseSchema = z.object({ message: z.string() });

// --- User details (spec 3 §3 "Admin user details response") ----------------------------------------

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });

export const ConnectedPlayerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  birthYear: z.number().int(),
  /** Private, and this is an administrator's page. */
  birthMonth: z.number().int().nullable(),
  currentTeamName: z.string().nullable(),
  profileStatus: z.enum(PROFILE_STATUSES),
});
export type ConnectedPlayer = z.infer<typeof ConnectedPlayerSchema>;

export const ConnectedProfilesSchema = z.object({
  players: z.array(ConnectedPlayerSchema),
  recruiter: z.object({ orgName: z.string().nullable(), verified: z.boolean() }).nullable(),
  organization: z
    .object({ id: z.string(), name: z.string(), type: z.enum(ORG_TYPES), isOwner: z.boolean() })
    .nullable(),
});
export type ConnectedProfiles = z.infer<typeof ConnectedProfilesSchema>;

const connectedUser = { id: z.string(), name: z.string(), email: z.string() };
export const ConnectedUsersSchema = z.object({
  coParents: z.array(z.object({ ...connectedUser, playerId: z.string(), playerName: z.string() })),
  playerUsers: z.array(z.object({ ...connectedUser, playerName: z.string() })),
  parentUsers: z.array(z.object(connectedUser)),
});
export type ConnectedUsers = z.infer<typeof ConnectedUsersSchema>;

export const AdminFeatureOverrideSchema = z.object({
  featureKey: z.string(),
  enabled: z.boolean(),
  limit: z.union([z.number(), z.literal('unlimited')]).nullable(),
  /** The same value under the name spec 3 §3 also reads. */
  limitOverride: z.union([z.number(), z.literal('unlimited')]).nullable(),
});

/** Spec 3 §9: the activity log shows the last 10 actions. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const ActivityEventSchema = z.object({
  id: z.string(),
  eventType: z.enum(AUDIT_EVENT_TYPES),
  createdAt: z.string(),
  ipAddress: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const AdminUserDetailsResponseSchema = z.object({
  user: AdminUserSchema,
  /** Null when the user holds no plan of their own (no subscription row that stands: 'No active subscription'). */
  subscription: SubscriptionSummarySchema.nullable(),
  featureOverrides: z.array(AdminFeatureOverrideSchema),
  connectedProfiles: ConnectedProfilesSchema,
  connectedUsers: ConnectedUsersSchema,
  recentActivity: z.array(ActivityEventSchema),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsResponseSchema>;

export const AssignTierResponseSchema = z.object({
  message: z.string(),
  subscription: SubscriptionSummarySchema,
});

// --- CSV import (spec 3 §2 "Admin dashboard: CSV import flow") -----------------------------------

/** Stated limits: larger files are refused with 413, longer ones with 400 (D086). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Said by the server (413) and by the browser before any upload (D251), for the same limit. */
export const CSV_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Split it into smaller files.';
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** Spec 3 §9: the preview shows the first 10 rows. */
export const CSV_PREVIEW_ROWS = 10;
/** At most this many errors and duplicates are listed; the counts say how many there are in all. */
export const CSV_LISTED_PROBLEMS_MAX = 500;
/** The columns a file must have (a header row names them, any order and letter case). */
export const CSV_REQUIRED_COLUMNS = ['firstName', 'lastName', 'birthYear'] as const;
export const CSV_OPTIONAL_COLUMNS = ['category', 'positions', 'profileSource', 'birthMonth'] as const;

const csvContent = z.string({ message: 'csvContent is required' }).min(1, 'The file is empty');

export const ImportValidateInputSchema = z.strictObject({ csvContent });
export type ImportValidateInput = z.infer<typeof ImportValidateInputSchema>;
export const ImportExecuteInputSchema = z.strictObject({
  csvContent,
  skipDuplicates: z.boolean({ message: 'skipDuplicates must be true or false' }).default(false),
});
export type ImportExecuteInput = z.input<typeof ImportExecuteInputSchema>;

/** Spec 3 §3 "CSV import player row", with the file's row number (the header is row 1). */
export const ImportPlayerRowSchema = z.object({
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int(),
  /** The optional birthMonth column (1-12); null when the file has none. */
  birthMonth: z.number().int().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  positions: z.array(z.enum(POSITIONS)),
  profileSource: z.enum(PROFILE_SOURCES),
});
export type ImportPlayerRow = z.infer<typeof ImportPlayerRowSchema>;

export const ImportErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportDuplicateSchema = z.object({
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int(),
  existingSlug: z.string(),
});
export type ImportDuplicate = z.infer<typeof ImportDuplicateSchema>;

export const ImportValidateResponseSchema = z.object({
  /** No errors: the file can be imported (with Skip Duplicates when duplicates exist). */
  success: z.boolean(),
  /** The first CSV_PREVIEW_ROWS valid rows (the preview). */
  players: z.array(ImportPlayerRowSchema),
  /** Data rows in the file (the header not counted), and how many of them are valid. */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errors: z.array(ImportErrorSchema),
  errorCount: z.number().int(),
  duplicates: z.array(ImportDuplicateSchema),
  duplicateCount: z.number().int(),
});
export type ImportValidateResponse = z.infer<typeof ImportValidateResponseSchema>;

export const ImportExecuteResponseSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  batchId: z.string(),
});
export type ImportExecuteResponse = z.infer<typeof ImportExecuteResponseSchema>;
