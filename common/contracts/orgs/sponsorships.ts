import { z } from 'zod';
import { SPONSORSHIP_END_REASONS } from '../../enums.ts';
import { OrganizationSchema } from './organizations.ts';
import { ROSTER_STATUSES } from './roster.ts';
import { FieldControlSchema } from './shared.ts';

/** Sponsorships as the family sees and answers them. */

/** The family's side: GET /api/sponsorships/mine. */
export const SponsorshipSchema = z.object({
  id: z.string(),
  status: z.enum(ROSTER_STATUSES),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  organization: OrganizationSchema.pick({ id: true, name: true, slug: true, type: true, logoUrl: true }),
  /** The profile it concerns (null: an invitation by e-mail; accepting picks the profile). */
  player: z
    .object({ id: z.string(), slug: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  fieldControl: FieldControlSchema,
  inviterName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Whether the caller may answer it (the player 17 and over, or a linked parent for a minor). */
  canRespond: z.boolean(),
});
export type Sponsorship = z.infer<typeof SponsorshipSchema>;
export const MySponsorshipsResponseSchema = z.object({
  sponsorships: z.array(SponsorshipSchema),
  /** The profiles the caller manages, for choosing which one answers an invitation by e-mail. */
  profiles: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      birthYear: z.number().int(),
      /** Why this profile cannot join now (e.g. parental consent missing), or null. */
      blockedReason: z.string().nullable(),
    }),
  ),
});

/** By id (signed in) or by the e-mailed token (the invitation page). */
export const SponsorshipIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
export const SponsorshipTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** Accepting an invitation by e-mail names the profile that joins; otherwise no body. */
export const AcceptSponsorshipInputSchema = z
  .strictObject({ playerId: z.uuid({ message: 'Not a valid player id' }).optional() })
  .nullish();
export const SponsorshipAnswerResponseSchema = z.object({
  sponsorship: SponsorshipSchema,
  message: z.string(),
});
