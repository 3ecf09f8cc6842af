import { PlayIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { Media } from '#common/contracts/players.ts';

/**
 * Highlight videos load nothing from YouTube or Vimeo until the visitor presses play (D100): a
 * profile draws a tile of our own (no provider thumbnail), and only the press puts
 * the provider's player on the page. So opening a profile, a minor's included, tells no third party who
 * is looking.
 */
export type Video = Pick<Media, 'id' | 'url' | 'caption'> & {
  type: 'youtube' | 'vimeo';
  providerId: string;
};

export const VIDEO_PROVIDERS = {
  youtube: { label: 'YouTube', host: 'youtube.com' },
  vimeo: { label: 'Vimeo', host: 'vimeo.com' },
} as const;

/** Only videos the player can embed: YouTube or Vimeo with a known id. */
export function playableVideos<M extends Pick<Media, 'id' | 'url' | 'caption' | 'type' | 'providerId'>>(
  media: readonly M[],
): (M & Video)[] {
  return media.filter(
    (m): m is M & Video => (m.type === 'youtube' || m.type === 'vimeo') && Boolean(m.providerId),
  );
}

/** The embed address; the CSP's frame-src allows exactly these two hosts. */
export function embedUrl(video: Video): string {
  const id = encodeURIComponent(video.providerId);
  return video.type === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1`;
}

/** The caption, or a numbered stand-in. */
export function videoTitle(video: Video, index: number): string {
  return video.caption?.trim() || `Highlight ${index + 1}`;
}

/**
 * A video's tile, drawn by us: its title, the provider, where it plays from and a play button. Pressing it
 * calls onPlay; nothing on it points at the provider. The button holds only the play icon, named
 * "Play {title}" and described by the note; the printed text lies over it and lets clicks through, so the
 * visible words never contradict the button's name.
 */
export function VideoTile({
  video,
  title,
  onPlay,
  variant = 'standalone',
  ...aria
}: {
  video: Video;
  title: string;
  onPlay: (opener: HTMLButtonElement) => void;
  /**
   * standalone: a framed tile that prints the title and the provider; cover: the unframed top of a card
   * that prints them itself (the owner's cards).
   */
  variant?: 'standalone' | 'cover';
  'aria-haspopup'?: 'dialog';
}) {
  const standalone = variant === 'standalone';
  const provider = VIDEO_PROVIDERS[video.type];
  const noteId = useId();
  return (
    <div
      className={cn(
        'group relative aspect-video w-full bg-linear-to-br text-white',
        standalone && 'rounded-xl shadow-md ring-1 ring-border transition-shadow hover:shadow-xl',
        video.type === 'vimeo'
          ? 'from-sky-900 via-slate-900 to-slate-950'
          : 'from-slate-800 via-slate-900 to-slate-950',
      )}
    >
      <span aria-hidden className="absolute inset-0 rounded-[inherit] bg-ice-texture opacity-60" />
      <button
        type="button"
        {...aria}
        aria-label={`Play ${title}`}
        aria-describedby={noteId}
        onClick={(event) => onPlay(event.currentTarget)}
        // An inset ring: a card that clips its corners (the owner's) would cut an outer one off.
        className="absolute inset-0 flex items-center justify-center rounded-[inherit] outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-xl transition-transform group-hover:scale-110">
          <PlayIcon aria-hidden className="ml-1 size-6" />
        </span>
      </button>
      {standalone ? (
        <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-3 p-3">
          <p className="line-clamp-2 text-sm font-semibold leading-snug [text-shadow:0_1px_2px_rgb(0_0_0/0.5)]">
            {title}
          </p>
          <p className="shrink-0 rounded-md bg-black/45 px-2 py-1 text-[0.7rem] font-bold uppercase tracking-[0.18em]">
            {provider.label}
          </p>
        </div>
      ) : null}
      <p id={noteId} className="pointer-events-none absolute inset-x-0 bottom-0 p-3 text-xs text-slate-200">
        Plays from {provider.host}
      </p>
    </div>
  );
}

/** The provider's player, put on the page only once the visitor has pressed play. */
export function VideoFrame({ video, title, className }: { video: Video; title: string; className?: string }) {
  return (
    <iframe
      src={embedUrl(video)}
      title={`${title} (${VIDEO_PROVIDERS[video.type].label} video)`}
      className={cn('size-full', className)}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
