import { z } from 'zod';
import { MEDIA_TYPES } from '../../enums.ts';
import { optionalText, webUrl } from '../text.ts';

/** Photos and videos on a player's profile. */

export const MediaSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  /** For images: the path the file is served at. */
  publicPath: z.string().nullable(),
  providerId: z.string().nullable(),
  /** YouTube only (spec 2 §2). */
  thumbnailUrl: z.string().nullable(),
  caption: z.string().nullable(),
  sortOrder: z.number(),
});
export type Media = z.infer<typeof MediaSchema>;

export const AddMediaInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('image'),
    publicPath: z.string().regex(/^\/media\/[A-Za-z0-9._-]+$/, 'Upload the image first'),
    sortOrder: z.number().int().min(0).max(1000).optional(),
    caption: optionalText(200),
  }),
  z.strictObject({
    type: z.enum(['youtube', 'vimeo']),
    url: webUrl,
    caption: optionalText(200),
    sortOrder: z.number().int().min(0).max(1000).optional(),
  }),
]);
export type AddMediaInput = z.infer<typeof AddMediaInputSchema>;

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string(), publicPath: z.string() });
