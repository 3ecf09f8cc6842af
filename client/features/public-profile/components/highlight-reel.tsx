import { ExternalLinkIcon, VideoIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import {
  type PlayerDetail,
  playableVideos,
  VIDEO_PROVIDERS,
  VideoFrame,
  VideoTile,
  videoTitle,
} from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Media = PlayerDetail['media'][number];

/**
 * Spec 2 §2 highlight reel: YouTube and Vimeo videos that play in a dialog. The tiles are our own; the
 * provider's player loads only when the visitor presses play (D100).
 */
export function HighlightReel({ media, playerName }: { media: readonly Media[]; playerName: string }) {
  const videos = playableVideos(media);
  const [playing, setPlaying] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  /** The tile that opened the player: focus goes back to it on close (one dialog serves every tile). */
  const openerRef = useRef<HTMLElement | null>(null);
  const current = playing === null ? undefined : videos[playing];
  const currentTitle = current ? videoTitle(current, playing ?? 0) : '';

  return (
    <ProfileCard title="Highlight Reel" icon={VideoIcon} className="lg:col-span-2">
      {videos.length === 0 ? (
        <EmptyNote>No highlight videos yet.</EmptyNote>
      ) : (
        <ul className={cn('grid gap-4', videos.length > 1 && 'sm:grid-cols-2')}>
          {videos.map((video, index) => (
            <li key={video.id}>
              <VideoTile
                video={video}
                title={videoTitle(video, index)}
                aria-haspopup="dialog"
                onPlay={(opener) => {
                  openerRef.current = opener;
                  setPlaying(index);
                  setOpen(true);
                }}
              />
            </li>
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
                <DialogTitle className="text-base">{currentTitle}</DialogTitle>
                <DialogDescription>
                  {playerName} · {VIDEO_PROVIDERS[current.type].label}
                </DialogDescription>
              </div>
              <a
                href={current.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Open on {VIDEO_PROVIDERS[current.type].label}
                <ExternalLinkIcon className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
              <VideoFrame video={current} title={currentTitle} />
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </ProfileCard>
  );
}
