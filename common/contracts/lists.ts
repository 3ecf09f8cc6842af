import { z } from 'zod';
import { LIST_ACCESS } from './list-sharing.ts';
import { SearchResultPlayerSchema } from './search.ts';
import { isOneLine } from './text.ts';

/**
 * Recruiter lists (spec 3 §2 /recruiter/lists, §7). Private to the recruiter who owns them, unless the owner
 * shares one with colleagues of the program (list-sharing.ts, D321).
 */

export const LIST_NAME_MAX = 100;
const uuid = z.uuid({ message: 'Not a valid id' });

const listName = z
  .string({ message: 'List name is required' })
  .trim()
  .min(1, 'List name is required')
  .max(LIST_NAME_MAX, `List name must be at most ${LIST_NAME_MAX} characters`)
  .refine(isOneLine, 'List name contains an invalid character');

export const CreateListInputSchema = z.strictObject({ name: listName });
export type CreateListInput = z.infer<typeof CreateListInputSchema>;

/**
 * A list as a pipeline (D290): every player on it sits in one stage. The default stages come first, in
 * this order; the owner adds up to LIST_CUSTOM_STAGES_MAX names of their own. New players start at Watching.
 */
export const DEFAULT_LIST_STAGES = [
  'Watching',
  'Contacted',
  'Visit',
  'Offer',
  'Committed elsewhere',
] as const;
export const FIRST_LIST_STAGE = DEFAULT_LIST_STAGES[0];
export const LIST_CUSTOM_STAGES_MAX = 10;
export const LIST_STAGE_MAX = 40;

/** Stage names compare without letter case: "offer" is the default Offer, not a new stage. */
export const stageKey = (name: string) => name.toLocaleLowerCase('en-US');

const stageName = z
  .string({ message: 'Stage name is required' })
  .trim()
  .min(1, 'Stage name is required')
  .max(LIST_STAGE_MAX, `Stage name must be at most ${LIST_STAGE_MAX} characters`)
  .refine(isOneLine, 'Stage name contains an invalid character');

/** The owner's own stage names: unique within the list, none a default stage's name. */
export const CustomStagesSchema = z
  .array(stageName, { message: 'Stages must be a list of names' })
  .max(LIST_CUSTOM_STAGES_MAX, `A list can have at most ${LIST_CUSTOM_STAGES_MAX} stages of your own`)
  .superRefine((names, ctx) => {
    const seen = new Set<string>(DEFAULT_LIST_STAGES.map(stageKey));
    names.forEach((name, i) => {
      const key = stageKey(name);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i], message: `Stage "${name}" already exists` });
      seen.add(key);
    });
  });

/** Rename and/or replace the owner's own stages; an empty body changes nothing (D056). */
export const UpdateListInputSchema = z.strictObject({
  name: listName.optional(),
  customStages: CustomStagesSchema.optional(),
});
export type UpdateListInput = z.infer<typeof UpdateListInputSchema>;

/** One of the list's stages (the server checks it is one of them: 400 'Unknown stage' otherwise). */
export const SetStageInputSchema = z.strictObject({ stage: stageName });
export type SetStageInput = z.infer<typeof SetStageInputSchema>;

export const AddListItemInputSchema = z.strictObject({ playerId: uuid });
export type AddListItemInput = z.infer<typeof AddListItemInputSchema>;

export const ListParamsSchema = z.object({ id: uuid });
/** `playerId`: also say which of the lists hold this player (ADD TO LIST on a profile). */
export const ListsQuerySchema = z.strictObject({ playerId: uuid.optional() });
export type ListsQuery = z.infer<typeof ListsQuerySchema>;
export const ListItemsParamsSchema = z.object({ listId: uuid });
export const ListItemParamsSchema = z.object({ listId: uuid, playerId: uuid });
/** Up to a page of search results (the search cards' own rating and note, D291). */
export const ANNOTATIONS_MAX = 50;
export const AnnotationsQuerySchema = z.strictObject({
  // One id is a string in a query string, several are repeated keys (an array).
  playerIds: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(uuid, { message: 'playerIds is required' })
      .min(1, 'playerIds is required')
      .max(ANNOTATIONS_MAX, `At most ${ANNOTATIONS_MAX} players at a time`),
  ),
});

export const RecruiterListSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Players on the list that are visible (active profiles), as the list screen shows them. */
  itemCount: z.number(),
  /** Only when the read named a player: whether this list holds them (an active profile, as itemCount). */
  hasPlayer: z.boolean().optional(),
  /** D321: the caller's own list ('owner'), or one a colleague shared with them to view or edit. */
  access: z.enum(LIST_ACCESS),
  /** The owner's name on a list shared with the caller; null on their own. */
  sharedBy: z.string().nullable(),
});
export type RecruiterList = z.infer<typeof RecruiterListSchema>;

export const ListsResponseSchema = z.object({ lists: z.array(RecruiterListSchema) });
export const ListResponseSchema = z.object({ list: RecruiterListSchema });

/** The caller's own view of a player (D291): their overall rating (D128) and latest private note, cut. */
export const NOTE_PREVIEW_MAX = 120;
export const PlayerAnnotationSchema = z.object({
  myRating: z.number().int().nullable(),
  /** The first NOTE_PREVIEW_MAX characters of the caller's newest note ('…' when cut), or null. */
  latestNote: z.string().nullable(),
});
export type PlayerAnnotation = z.infer<typeof PlayerAnnotationSchema>;
export const AnnotationsResponseSchema = z.object({
  annotations: z.array(PlayerAnnotationSchema.extend({ playerId: z.string() })),
});
export type AnnotationsResponse = z.infer<typeof AnnotationsResponseSchema>;

export const ListItemPlayerSchema = SearchResultPlayerSchema.extend({
  addedAt: z.string(),
  stage: z.string(),
  ...PlayerAnnotationSchema.shape,
});
export type ListItemPlayer = z.infer<typeof ListItemPlayerSchema>;

export const ListDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The default stages, then the owner's own, in the order a stage menu shows them. */
  stages: z.array(z.string()),
  customStages: z.array(z.string()),
  /** D321: what the caller may do with it ('owner': everything; 'edit': stages and players; 'view': read). */
  access: z.enum(LIST_ACCESS),
  /** The owner's name on a list shared with the caller; null on their own. */
  sharedBy: z.string().nullable(),
});
export type ListDetail = z.infer<typeof ListDetailSchema>;
export const ListDetailResponseSchema = z.object({ list: ListDetailSchema });

export const ListItemsResponseSchema = z.object({
  list: ListDetailSchema,
  items: z.array(ListItemPlayerSchema),
});
export type ListItemsResponse = z.infer<typeof ListItemsResponseSchema>;

export const ListItemResponseSchema = z.object({ item: ListItemPlayerSchema });
export const StageResponseSchema = z.object({ playerId: z.string(), stage: z.string() });
export const ListMessageResponseSchema = z.object({ message: z.string() });
