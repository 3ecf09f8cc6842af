import { z } from 'zod';
import { SearchResultPlayerSchema } from './search.ts';
import { isOneLine } from './text.ts';

/** Recruiter lists (spec 3 §2 /recruiter/lists, §7). Private to the recruiter who owns them. */

export const LIST_NAME_MAX = 100;
const uuid = z.uuid({ message: 'Not a valid id' });

export const CreateListInputSchema = z.strictObject({
  name: z
    .string({ message: 'List name is required' })
    .trim()
    .min(1, 'List name is required')
    .max(LIST_NAME_MAX, `List name must be at most ${LIST_NAME_MAX} characters`)
    .refine(isOneLine, 'List name contains an invalid character'),
});
export type CreateListInput = z.infer<typeof CreateListInputSchema>;

export const AddListItemInputSchema = z.strictObject({ playerId: uuid });
export type AddListItemInput = z.infer<typeof AddListItemInputSchema>;

export const ListParamsSchema = z.object({ id: uuid });
/** `playerId`: also say which of the lists hold this player (ADD TO LIST on a profile). */
export const ListsQuerySchema = z.strictObject({ playerId: uuid.optional() });
export type ListsQuery = z.infer<typeof ListsQuerySchema>;
export const ListItemsParamsSchema = z.object({ listId: uuid });
export const ListItemParamsSchema = z.object({ listId: uuid, playerId: uuid });

export const RecruiterListSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Players on the list that are visible (active profiles), as the list screen shows them. */
  itemCount: z.number(),
  /** Only when the read named a player: whether this list holds them (an active profile, as itemCount). */
  hasPlayer: z.boolean().optional(),
});
export type RecruiterList = z.infer<typeof RecruiterListSchema>;

export const ListsResponseSchema = z.object({ lists: z.array(RecruiterListSchema) });
export const ListResponseSchema = z.object({ list: RecruiterListSchema });

export const ListItemPlayerSchema = SearchResultPlayerSchema.extend({ addedAt: z.string() });
export type ListItemPlayer = z.infer<typeof ListItemPlayerSchema>;

export const ListItemsResponseSchema = z.object({
  list: z.object({ id: z.string(), name: z.string() }),
  items: z.array(ListItemPlayerSchema),
});
export type ListItemsResponse = z.infer<typeof ListItemsResponseSchema>;

export const ListItemResponseSchema = z.object({ item: ListItemPlayerSchema });
export const ListMessageResponseSchema = z.object({ message: z.string() });
