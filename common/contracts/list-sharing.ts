import { z } from 'zod';
import { ScheduleEventSchema } from './players/schedule.ts';
import { SearchResultPlayerSchema } from './search.ts';

/**
 * A list shared with the staff (D321-D323): named colleagues of the same program (D320) view or edit it,
 * and anyone holding its secret link reads it. The owner's and every member's notes and ratings stay their
 * own: no shared answer carries another recruiter's.
 */

/** What a colleague may do with a list shared with them: read it, or also move stages and add or remove players. */
export const LIST_MEMBER_ACCESS = ['view', 'edit'] as const;
export type ListMemberAccess = (typeof LIST_MEMBER_ACCESS)[number];
/** The caller's own standing on a list: its owner, or a colleague it is shared with. */
export const LIST_ACCESS = ['owner', ...LIST_MEMBER_ACCESS] as const;
export type ListAccess = (typeof LIST_ACCESS)[number];

/** Whether `access` allows what `needed` asks (edit includes view; the owner may do both). */
export function listAccessAllows(access: ListAccess, needed: ListMemberAccess): boolean {
  return access === 'owner' || access === 'edit' || needed === 'view';
}

export const NOT_A_COLLEAGUE = 'Only verified recruiters of your program can be added';
export const OWNER_PROGRAM_UNVERIFIED =
  'Your program must be verified before you share a list with colleagues';
export const ALREADY_A_MEMBER = 'This colleague already has the list';
export const VIEW_ONLY = 'You can view this list but not change it';
export const SHARE_LINK_NOT_FOUND = 'Shared list not found.';

const uuid = z.uuid({ message: 'Not a valid id' });
const access = z.enum(LIST_MEMBER_ACCESS, { error: 'Choose view or edit' });

export const ListMemberParamsSchema = z.object({ id: uuid, userId: uuid });
export const AddListMemberInputSchema = z.strictObject({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address').max(254)),
  access,
});
export type AddListMemberInput = z.infer<typeof AddListMemberInputSchema>;
export const SetListMemberInputSchema = z.strictObject({ access });
export type SetListMemberInput = z.infer<typeof SetListMemberInputSchema>;

export const ListMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  access: z.enum(LIST_MEMBER_ACCESS),
  addedAt: z.string(),
});
export type ListMember = z.infer<typeof ListMemberSchema>;
export const ListMemberResponseSchema = z.object({ member: ListMemberSchema });

/** A verified recruiter of the owner's program, for the pick-list. */
export const ColleagueSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
});
export type Colleague = z.infer<typeof ColleagueSchema>;

export const ShareLinkStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
/** The secret link, shown once, when it is made (only its hash is kept, D322). */
export const ShareLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** The owner's share settings of a list. */
export const ListSharingSchema = z.object({
  /** False while the owner's program is not verified: no colleague can be added (D320). */
  canShareWithColleagues: z.boolean(),
  members: z.array(ListMemberSchema),
  /** Verified recruiters of the owner's program who do not have the list yet. */
  colleagues: z.array(ColleagueSchema),
  link: ShareLinkStatusSchema,
});
export type ListSharing = z.infer<typeof ListSharingSchema>;
export const SharingMessageSchema = z.object({ message: z.string() });

/** The secret of a shared list's address, as generateToken writes it (32 bytes, base64url). */
export const ShareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link'),
});

/**
 * A player on a list read by its secret link (D323): the public card, the stage, and the next game as the
 * reader may see it on the profile (a minor's rink, time and place only for an entitled, signed-in reader).
 */
export const SharedListPlayerSchema = SearchResultPlayerSchema.extend({
  stage: z.string(),
  nextGame: ScheduleEventSchema.nullable(),
});
export type SharedListPlayer = z.infer<typeof SharedListPlayerSchema>;
export const SharedListResponseSchema = z.object({
  list: z.object({
    name: z.string(),
    stages: z.array(z.string()),
    ownerName: z.string(),
    programName: z.string().nullable(),
  }),
  items: z.array(SharedListPlayerSchema),
});
export type SharedListResponse = z.infer<typeof SharedListResponseSchema>;
