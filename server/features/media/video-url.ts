import { AppError } from '#server/lib/errors.ts';

export type VideoProvider = 'youtube' | 'vimeo';

export interface ParsedVideo {
  type: VideoProvider;
  providerId: string;
  /** The canonical watch URL we store: no tracking parameters, no odd host. */
  url: string;
}

export const INVALID_VIDEO_MESSAGE = 'Must be a valid YouTube or Vimeo URL';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return parts.length === 1 ? parts[0]! : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v');
  if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'embed')) return parts[1]!;
  return null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (VIMEO_HOSTS.has(url.hostname)) return parts.length === 1 ? parts[0]! : null;
  if (url.hostname === 'player.vimeo.com')
    return parts.length === 2 && parts[0] === 'video' ? parts[1]! : null;
  return null;
}

/**
 * A YouTube (watch?v=, youtu.be/, shorts/, embed/) or Vimeo (vimeo.com/<id>, player.vimeo.com/video/<id>)
 * link, or null. Anything else (other hosts, credentials, ports, other schemes) is refused.
 */
export function parseVideoUrl(raw: string): ParsedVideo | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port)
    return null;
  const yt = youtubeId(url);
  if (yt !== null) {
    if (!YOUTUBE_ID.test(yt)) return null;
    return { type: 'youtube', providerId: yt, url: `https://www.youtube.com/watch?v=${yt}` };
  }
  const vm = vimeoId(url);
  if (vm !== null) {
    if (!VIMEO_ID.test(vm)) return null;
    return { type: 'vimeo', providerId: vm, url: `https://vimeo.com/${vm}` };
  }
  return null;
}

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
