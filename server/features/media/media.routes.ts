import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { needsParentalConsent } from '#common/age.ts';
import { api } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import { canManagePlayer, isVisibleTo } from '#server/features/players/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import { fileTooLarge, MAX_IMAGE_BYTES, processImage, unsupportedImage } from './image-processing.ts';
import {
  addVideo,
  deleteMedia,
  deleteMediaFiles,
  findPlayerOfImage,
  keyFromPublicPath,
  listPlayerMedia,
  MEDIA_NAME,
  publicPathFor,
  replaceProfileImage,
  uploadFirst,
} from './media.service.ts';
import { newMediaKey, type PendingUploads } from './pending-uploads.ts';

/** Who may change a player's media; the player:manage policy then checks it is their player (decisions §1). */
const MANAGER_ROLES = ['PLAYER', 'PARENT', 'ADMIN'] as const satisfies readonly Role[];
/** The multipart field values spec 1 §7 sends with the file. */
const MULTIPART_TYPES = new Set(['profile_image', 'image']);
const SWEEP_INTERVAL_MS = 60_000;
/** One image of at most 10 MB and a few fields (docs/security.md); beyond them, 413. */
const MULTIPART_LIMITS = { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 10 };

interface MediaPluginOptions {
  storage: Storage;
  uploads: PendingUploads;
}

/**
 * Reads the one image of a multipart upload (field `file`, optional field `type=profile_image`).
 * Unknown fields are refused, like unknown JSON fields.
 */
async function readMultipartImage(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_ERROR', 'Send the image in the field "file".');
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'type') {
        if (!MULTIPART_TYPES.has(String(part.value))) {
          throw new AppError('VALIDATION_ERROR', 'type: Only profile_image uploads are accepted.', {
            issues: [{ path: 'type', message: 'Only profile_image uploads are accepted.' }],
          });
        }
      } else {
        throw new AppError('VALIDATION_ERROR', `Unknown field "${part.fieldname.slice(0, 40)}".`);
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!file) {
    throw new AppError('VALIDATION_ERROR', 'file: Choose an image to upload.', {
      issues: [{ path: 'file', message: 'Choose an image to upload.' }],
    });
  }
  return file;
}

/** @fastify/multipart's limit errors, in our words (docs/security.md: one file, 10 MB, 413 beyond). */
function multipartError(err: unknown): unknown {
  const code = (err as FastifyError).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', 'Send one image at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many fields.');
  }
  return err;
}

/** /api routes of the media area (spec 1 §7, spec 2 §7). */
const mediaApiRoutes: FastifyPluginAsync<MediaPluginOptions> = async (app, { storage, uploads }) => {
  const { db } = app.ctx;
  const { media } = api;

  route(app, media.list, { access: { policy: 'player:view', param: 'id' } }, async (request) =>
    listPlayerMedia(db, request.resource.player.id),
  );

  route(
    app,
    media.add,
    { access: { policy: 'player:manage', param: 'id', roles: MANAGER_ROLES }, config: { idempotent: true } },
    async (request, reply) => {
      const { user, resource: player } = request;

      if (request.isMultipart()) {
        const image = await processImage(await readMultipartImage(request));
        const key = newMediaKey(image.extension);
        await storage.put(key, image.data, image.contentType);
        return reply.status(201).send(await replaceProfileImage(db, storage, request.log, player, { key }));
      }

      const body = request.body;
      if (!body)
        throw new AppError('VALIDATION_ERROR', 'Send the media as JSON or the image as a multipart upload.');
      if (body.type === 'image') {
        const key = keyFromPublicPath(body.publicPath);
        // Only a file this user uploaded through their own upload URL and has not registered yet.
        const claimed = key ? await uploads.claim(key, user.id) : null;
        if (!claimed) throw uploadFirst();
        const created = await replaceProfileImage(db, storage, request.log, player, {
          key: claimed.key,
          caption: body.caption,
          sortOrder: body.sortOrder,
        });
        return reply.status(201).send(created);
      }
      return reply.status(201).send(await addVideo(db, player, body));
    },
  );

  // Hidden player: 404 as if the media did not exist; visible but not theirs: 403 (media-policies.ts).
  const item = { policy: 'media:manage', param: 'id', roles: MANAGER_ROLES } as const;
  route(app, media.delete, { access: item }, async (request) => {
    const row = request.resource;
    await deleteMedia(db, storage, request.log, row);
    return { message: row.type === 'image' ? 'Image deleted.' : 'Video deleted.' };
  });

  route(app, media.createUpload, { access: 'user' }, async (request) => {
    const created = await uploads.create(request.user.id);
    if (!created) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many uploads in progress. Please wait a few minutes and try again.',
        {
          headers: { 'retry-after': '900' },
        },
      );
    }
    return { uploadURL: `/api/media/uploads/${created.token}`, publicPath: publicPathFor(created.key) };
  });

  // The PUT target of an upload URL. Its raw-body parser lives in this scope only.
  await app.register(async (scope) => {
    // The file's own type is told by its bytes; the declared type only routes it here.
    for (const type of [/^image\/[\w.+-]+(?:;|$)/i, 'application/octet-stream']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
    const parentHandler = scope.errorHandler;
    route(
      scope,
      media.upload,
      {
        access: 'user',
        options: {
          bodyLimit: MAX_IMAGE_BYTES,
          // Fastify's body limit, in the same words as the multipart limit.
          errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
            const mapped = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? fileTooLarge() : error;
            return parentHandler.call(scope as FastifyInstance, mapped as FastifyError, request, reply);
          },
        },
      },
      async (request) => {
        const { token } = request.params;
        const entry = await uploads.beginUpload(token, request.user.id);
        // Unknown, expired, used, or another user's: all the same 404.
        if (!entry) throw notFound('This upload link is not valid any more. Please start the upload again.');
        try {
          if (!Buffer.isBuffer(request.body)) throw unsupportedImage();
          const image = await processImage(request.body);
          await storage.put(entry.key, image.data, image.contentType);
        } catch (err) {
          await uploads.abortUpload(token);
          throw err;
        }
        await uploads.finishUpload(token);
        return { publicPath: publicPathFor(entry.key) };
      },
    );
  });
};

/**
 * Every answer of the file route: nothing in it runs, embeds or can be framed, and it is not sniffed.
 * The app-wide CSP is replaced by a stricter one (an image opened directly needs none of it).
 */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
};
/**
 * Caching (D059): an adult's photo on an active profile may sit in shared caches
 * for an hour, never `immutable`, so a deleted photo or a profile hidden since is gone from them within
 * the hour. A minor's photo, and any photo of a hidden profile (served to its managers only), is never
 * stored by a cache at all. Errors are not stored either (a 404 must not outlive the profile's return).
 */
const PUBLIC_IMAGE_CACHE = 'public, max-age=3600';
const PRIVATE_CACHE = 'private, no-store';

/** GET /media/:name: stored images, streamed with the type we encoded them to. Not under /api. */
const mediaFileRoutes: FastifyPluginAsync<Pick<MediaPluginOptions, 'storage'>> = async (app, { storage }) => {
  const { db } = app.ctx;
  route(
    app,
    api.media.file,
    {
      access: 'public',
      options: {
        // After the app-wide security headers hook (route hooks run last), so these win.
        onSend: async (_request, reply, payload) => {
          reply.headers(FILE_HEADERS);
          if (reply.statusCode !== 200) reply.header('cache-control', PRIVATE_CACHE);
          return payload;
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!MEDIA_NAME.test(name)) throw notFound('Not found.');
      // A player's photo follows its profile (decisions §1): a hidden profile's answers 404 to all but
      // its managers, like the profile itself. A file no media row names is not served.
      const player = await findPlayerOfImage(db, name);
      if (!player) throw notFound('Not found.');
      const canManage = await canManagePlayer(db, request.user, player);
      if (!isVisibleTo(player, canManage)) throw notFound('Not found.');
      const stored = await storage.get(name);
      if (!stored) throw notFound('Not found.');
      const shareable = player.profileStatus === 'active' && !needsParentalConsent(player);
      reply.header('cache-control', shareable ? PUBLIC_IMAGE_CACHE : PRIVATE_CACHE);
      reply.header('content-disposition', 'inline');
      reply.header('content-type', stored.contentType);
      if (stored.size !== null) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
};

/**
 * The media area: /api routes plus the file route, sharing one registry of uploads in flight. Files
 * uploaded but never registered are deleted by a sweep once their window has passed.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { storage, uploads } = app.ctx;
  const sweep = async () => deleteMediaFiles(storage, await uploads.sweep(), app.log);
  const sweepLogged = () => sweep().catch((err) => app.log.warn({ err }, 'upload sweep failed'));
  const timer = setInterval(() => void sweepLogged(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(mediaApiRoutes, { prefix: '/api', storage, uploads });
  await app.register(mediaFileRoutes, { storage });
}
