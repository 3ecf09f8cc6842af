/**
 * D242: one reading of a web address for every website and link field, on the server and in the browser.
 * People type addresses the way browsers accept them ("www.site.org", "site.org/team"): an address without
 * a scheme reads as https. Anything else is left as typed, for the field's own rule to refuse.
 */
export function normalizeWebAddress(raw: string): string {
  const text = raw.trim();
  const bare = text.replace(/^\/\//, '');
  // A host name with a dot, then an optional port, path, query or fragment; no spaces. A scheme
  // ("https:", "mailto:") has no dot before its colon, so an address that has one is left alone.
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+\.?(:\d+)?([/?#]\S*)?$/i.test(bare) ? `https://${bare}` : text;
}

/** The same, for a schema's preprocess step: only text is read, anything else passes through. */
export const webAddressInput = (value: unknown): unknown =>
  typeof value === 'string' ? normalizeWebAddress(value) : value;

export type VideoProvider = 'youtube' | 'vimeo';

export const VIDEO_PROVIDER_LABELS: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

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
  if (url.hostname === 'youtu.be') return parts.length === 1 ? (parts[0] ?? null) : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v');
  if (parts.length === 2 && (parts[0] === 'shorts' || parts[0] === 'embed')) return parts[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (VIMEO_HOSTS.has(url.hostname)) return parts.length === 1 ? (parts[0] ?? null) : null;
  if (url.hostname === 'player.vimeo.com')
    return parts.length === 2 && parts[0] === 'video' ? (parts[1] ?? null) : null;
  return null;
}

/**
 * A YouTube (watch?v=, youtu.be/, shorts/, embed/) or Vimeo (vimeo.com/<id>, player.vimeo.com/video/<id>)
 * link, with or without its https:// (D242), or null. Anything else (other hosts, credentials, ports,
 * other schemes) is refused. The video form reads the platform from it (D243).
 */
export function parseVideoUrl(raw: string): ParsedVideo | null {
  let url: URL;
  try {
    url = new URL(normalizeWebAddress(raw));
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
