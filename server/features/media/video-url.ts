import {
  INVALID_VIDEO_MESSAGE,
  type ParsedVideo,
  parseVideoUrl,
  type VideoProvider,
} from '#common/web-address.ts';
import { AppError } from '#server/lib/errors.ts';

// The reading of a video link is shared with the video form (D242, D243).
export { INVALID_VIDEO_MESSAGE, type ParsedVideo, parseVideoUrl, type VideoProvider };

/** The link parsed for the type the user chose; 400 otherwise. */
export function requireVideoUrl(type: VideoProvider, raw: string): ParsedVideo {
  const parsed = parseVideoUrl(raw);
  const issue = (message: string) =>
    new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'url', message }] });
  if (!parsed) throw issue(INVALID_VIDEO_MESSAGE);
  if (parsed.type !== type) throw issue(`Must be a valid ${type === 'youtube' ? 'YouTube' : 'Vimeo'} URL`);
  return parsed;
}

export function youtubeThumbnail(providerId: string): string {
  return `https://i.ytimg.com/vi/${providerId}/hqdefault.jpg`;
}
