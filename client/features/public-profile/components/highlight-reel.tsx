import { ExternalLinkIcon, PlayIcon, VideoIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { PlayerDetail } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Media = PlayerDetail['media'][number];
export type Video = Media & { type: 'youtube' | 'vimeo'; providerId: string };

/** Only videos the player can embed: YouTube or Vimeo with a known id. */
export function playableVideos(media: readonly Media[]): Video[] {
  return media.filter(
    (m): m is Video => (m.type === 'youtube' || m.type === 'vimeo') && Boolean(m.providerId),
  );
}

/** The embed address; the CSP allows exactly these two frame hosts. */
export function embedUrl(video: Video): string {
  const id = encodeURIComponent(video.providerId);
  return video.type === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1`;
}

const PROVIDER_LABEL = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

function videoTitle(video: Video, index: number): string {
  return video.caption?.trim() || `Highlight ${index + 1}`;
}

/** A styled stand-in when there is no thumbnail (Vimeo, or a YouTube image that did not load). */
function Placeholder({ video }: { video: Video }) {
  return (
    <span
      className={cn(
        'absolute inset-0 flex items-end bg-linear-to-br p-3',
        video.type === 'vimeo'
          ? 'from-sky-900 via-slate-900 to-slate-950'
          : 'from-slate-800 via-slate-900 to-slate-950',
      )}
    >
      <span className="absolute inset-0 bg-ice-texture opacity-60" />
      <span className="relative rounded-md bg-black/40 px-2 py-1 text-[0.7rem] font-bold uppercase tracking-[0.18em] text-white">
        {PROVIDER_LABEL[video.type]}
      </span>
    </span>
  );
}

function VideoTile({
  video,
  index,
  onPlay,
}: {
  video: Video;
  index: number;
  onPlay: (opener: HTMLElement) => void;
}) {
  const [thumbFailed, setThumbFailed] = useState(false);
  const title = videoTitle(video, index);
  const showThumb = video.type === 'youtube' && video.thumbnailUrl && !thumbFailed;
  return (
    <li>
      <button
        type="button"
        onClick={(event) => onPlay(event.currentTarget)}
        aria-haspopup="dialog"
        className={cn('group block w-full rounded-xl text-left', FOCUS_RING)}
      >
        <span className="relative block aspect-video overflow-hidden rounded-xl bg-slate-900 shadow-md ring-1 ring-border transition-shadow group-hover:shadow-xl">
          {showThumb ? (
            <>
              <img
                src={video.thumbnailUrl!}
                alt=""
                loading="lazy"
                onError={() => setThumbFailed(true)}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="absolute inset-0 bg-linear-to-t from-black/45 via-transparent to-transparent" />
            </>
          ) : (
            <Placeholder video={video} />
          )}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-xl transition-transform group-hover:scale-110">
              <PlayIcon className="ml-1 size-6" />
            </span>
          </span>
        </span>
        <span className="mt-2.5 block px-0.5">
          <span className="sr-only">Play video: </span>
          <span className="line-clamp-2 text-sm font-semibold">{title}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">{PROVIDER_LABEL[video.type]}</span>
        </span>
      </button>
    </li>
  );
}

/** Spec 2 §2 highlight reel: YouTube and Vimeo videos that play in a dialog. */
export function HighlightReel({ media, playerName }: { media: readonly Media[]; playerName: string }) {
  const videos = playableVideos(media);
  const [playing, setPlaying] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  /** The tile that opened the player: focus goes back to it on close (one dialog serves every tile). */
  const openerRef = useRef<HTMLElement | null>(null);
  const current = playing === null ? undefined : videos[playing];

  return (
    <ProfileCard title="Highlight Reel" icon={VideoIcon} className="lg:col-span-2">
      {videos.length === 0 ? (
        <EmptyNote>No highlight videos yet.</EmptyNote>
      ) : (
        <ul className={cn('grid gap-4', videos.length > 1 && 'sm:grid-cols-2')}>
          {videos.map((video, index) => (
            <VideoTile
              key={video.id}
              video={video}
              index={index}
              onPlay={(opener) => {
                openerRef.current = opener;
                setPlaying(index);
                setOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog open={open && current !== undefined} onOpenChange={setOpen}>
        {current ? (
          <DialogContent
            className="grid-cols-1 gap-3! p-3! sm:max-w-4xl sm:p-4!"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openerRef.current?.focus();
            }}
          >
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 pr-10 pl-1">
              <div className="min-w-0">
                <DialogTitle className="text-base">{videoTitle(current, playing ?? 0)}</DialogTitle>
                <DialogDescription>
                  {playerName} · {PROVIDER_LABEL[current.type]}
                </DialogDescription>
              </div>
              <a
                href={current.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Open on {PROVIDER_LABEL[current.type]}
                <ExternalLinkIcon className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
              <iframe
                src={embedUrl(current)}
                title={`${videoTitle(current, playing ?? 0)} (${PROVIDER_LABEL[current.type]} video)`}
                className="size-full"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </ProfileCard>
  );
}
