import { z } from 'zod';
import { STATS_VERIFIED_STATUSES, VERIFICATION_STATUSES } from '../../enums.ts';
import { optionalMultilineText, optionalUrl, requiredMultilineText, text } from '../text.ts';

/** Verification evidence and attested stats. */

export const SubmitEvidenceInputSchema = z
  .strictObject({
    url: optionalUrl,
    /** The publicPath of an image uploaded through POST /api/media/upload. */
    screenshotPath: z.preprocess(
      (v) => (v === '' ? null : v),
      text(300)
        .regex(/^\/media\/[A-Za-z0-9._-]+$/, 'Upload the screenshot first')
        .nullish(),
    ),
  })
  .refine((v) => Boolean(v.url || v.screenshotPath), {
    message: 'Add a team roster link or a screenshot',
    path: ['url'],
  });
export type SubmitEvidenceInput = z.input<typeof SubmitEvidenceInputSchema>;

export const EvidenceSchema = z.object({
  id: z.string(),
  player: z.object({
    id: z.string(),
    slug: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthYear: z.number().int(),
    currentTeamName: z.string().nullable(),
  }),
  url: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  submittedByName: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  /** The organization whose staff reviewed it (null: an admin, or not reviewed). */
  reviewedByOrganization: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;
export const EvidenceResponseSchema = z.object({ evidence: EvidenceSchema, message: z.string() });
export const EvidenceListResponseSchema = z.object({ evidence: z.array(EvidenceSchema) });
export const EvidenceQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { message: 'Status must be pending, verified or rejected' })
    .default('pending'),
});
export const ReviewEvidenceInputSchema = z.strictObject({ notes: optionalMultilineText(1000) });
export const RejectEvidenceInputSchema = z.strictObject({
  notes: requiredMultilineText(1000, 'Say why the evidence is rejected'),
});

export const GameVerifyResponseSchema = z.object({
  gameId: z.string(),
  verifiedStatus: z.enum(STATS_VERIFIED_STATUSES),
  verifiedByOrganization: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  message: z.string(),
});
