import { pgEnum } from 'drizzle-orm/pg-core';
import * as E from '#common/enums.ts';

export const roleEnum = pgEnum('role', E.ROLES);
export const categoryEnum = pgEnum('category', E.CATEGORIES);
export const sponsorshipStatusEnum = pgEnum('sponsorship_status', E.SPONSORSHIP_STATUSES);
export const verificationStatusEnum = pgEnum('verification_status', E.VERIFICATION_STATUSES);
export const orgTypeEnum = pgEnum('org_type', E.ORG_TYPES);
export const mediaTypeEnum = pgEnum('media_type', E.MEDIA_TYPES);
export const profileSourceEnum = pgEnum('profile_source', E.PROFILE_SOURCES);
export const profileStatusEnum = pgEnum('profile_status', E.PROFILE_STATUSES);
export const approvalStatusEnum = pgEnum('approval_status', E.APPROVAL_STATUSES);
export const coParentInvitationStatusEnum = pgEnum(
  'co_parent_invitation_status',
  E.CO_PARENT_INVITATION_STATUSES,
);
export const emailStatusEnum = pgEnum('email_status', E.EMAIL_STATUSES);
export const auditEventTypeEnum = pgEnum('audit_event_type', E.AUDIT_EVENT_TYPES);
export const subscriptionStatusEnum = pgEnum('subscription_status', E.SUBSCRIPTION_STATUSES);
export const billingPeriodEnum = pgEnum('billing_period', E.BILLING_PERIODS);
export const statsVerifiedStatusEnum = pgEnum('stats_verified_status', E.STATS_VERIFIED_STATUSES);
export const statsSourceEnum = pgEnum('stats_source', E.STATS_SOURCES);
export const goalTypeEnum = pgEnum('goal_type', E.GOAL_TYPES);
export const tokenPurposeEnum = pgEnum('token_purpose', E.TOKEN_PURPOSES);
export const sponsorshipEndReasonEnum = pgEnum('sponsorship_end_reason', E.SPONSORSHIP_END_REASONS);
export const orgInvitationStatusEnum = pgEnum('org_invitation_status', E.ORG_INVITATION_STATUSES);
export const ncaaDivisionEnum = pgEnum('ncaa_division', E.NCAA_DIVISIONS);
export const programGenderEnum = pgEnum('program_gender', E.PROGRAM_GENDERS);
export const programKindEnum = pgEnum('program_kind', E.PROGRAM_KINDS);
export const conversationRoleEnum = pgEnum('conversation_role', E.CONVERSATION_ROLES);
export const messageReportStatusEnum = pgEnum('message_report_status', E.MESSAGE_REPORT_STATUSES);
export const commitmentKindEnum = pgEnum('commitment_kind', E.COMMITMENT_KINDS);
