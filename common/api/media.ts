import { z } from 'zod';
import { MessageResponseSchema } from '#common/contracts/auth.ts';
import {
  AddMediaInputSchema,
  IdParamsSchema,
  MediaSchema,
  PlayerRefParamsSchema,
  UploadUrlResponseSchema,
} from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** A player's photos and videos, and the upload of image files. */
export const media = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/media',
    summary: "List a player's photos and videos",
    params: PlayerRefParamsSchema,
    responses: { 200: z.array(MediaSchema) },
  }),
  /**
   * A video or an uploaded image as JSON, or the image itself as a multipart upload (field `file`,
   * optional field `type=profile_image`). Optional because a multipart request has no parsed body.
   */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/media',
    summary: 'Add a photo or video to a player',
    params: PlayerRefParamsSchema,
    body: AddMediaInputSchema.nullish(),
    upload: 'multipart',
    responses: { 201: MediaSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/media/:id',
    summary: 'Delete a photo or video',
    params: IdParamsSchema,
    responses: { 200: MessageResponseSchema },
  }),
  /** An upload URL for one image, and the public path it will have. */
  createUpload: defineEndpoint({
    method: 'POST',
    path: '/api/media/upload',
    summary: 'Get an upload URL for one image',
    errors: [429],
    responses: { 200: UploadUrlResponseSchema },
  }),
  /** The PUT target of an upload URL: the image's bytes as the body. */
  upload: defineEndpoint({
    method: 'PUT',
    path: '/api/media/uploads/:token',
    summary: "Upload an image's bytes to an upload URL",
    params: z.object({ token: z.string().max(200) }),
    upload: 'binary',
    responses: { 200: UploadUrlResponseSchema.pick({ publicPath: true }) },
  }),
  /** A stored image (not under /api): the file itself. */
  file: defineEndpoint({
    method: 'GET',
    path: '/media/:name',
    summary: 'A stored image file',
    params: z.object({ name: z.string().max(200) }),
    responses: {},
    raw: true,
  }),
};
