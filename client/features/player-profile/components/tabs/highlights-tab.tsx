import { PlayIcon, VideoIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { usePlayerFeatures, usePlayerMedia } from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { Media } from '#common/contracts/players.ts';
import { type AddVideoInput, useAddVideo } from '../../api/add-video.ts';
import { useDeleteMedia } from '../../api/delete-media.ts';
import { featureGate } from '../../lib/feature-gate.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { ListActions } from '../list-actions.tsx';
import { UpgradeHint } from '../upgrade-hint.tsx';
import { VideoFormDialog } from './video-form-dialog.tsx';

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo', image: 'Image' } as const;

function VideoCard({ video, onDelete }: { video: Media; onDelete: () => void }) {
  // A thumbnail that cannot load (blocked, offline) leaves the dark placeholder, not a broken image.
  const [thumbFailed, setThumbFailed] = useState(false);
  const title = video.caption || `${PROVIDER[video.type]} highlight`;
  return (
    <li>
      <Card className="overflow-hidden">
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block aspect-video bg-linear-to-br from-slate-700 to-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {video.thumbnailUrl && !thumbFailed ? (
            <img
              onError={() => setThumbFailed(true)}
              src={video.thumbnailUrl}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/35">
            <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg">
              <PlayIcon className="ml-1 size-6" />
            </span>
          </span>
          <span className="sr-only">
            Watch {title} on {PROVIDER[video.type]} (opens in a new tab)
          </span>
        </a>
        <div className="flex items-start gap-3 p-4">
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold">{title}</h3>
            <Badge variant="secondary" className="mt-1.5">
              {PROVIDER[video.type]}
            </Badge>
          </div>
          <ListActions itemName={title} onDelete={onDelete} />
        </div>
      </Card>
    </li>
  );
}

export function HighlightsTab({ playerRef }: { playerRef: PlayerRef }) {
  const media = usePlayerMedia(playerRef.id);
  const features = usePlayerFeatures(playerRef.id);
  const add = useAddVideo(playerRef);
  const remove = useDeleteMedia(playerRef);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Media | null>(null);
  const videos = (media.data ?? []).filter((m) => m.type === 'youtube' || m.type === 'vimeo');

  const gate = featureGate(features.data?.highlightClips, features, {
    noAccess: 'Highlight videos start with the Warm-Up plan.',
    limitReached: (n) => `Your plan allows ${n} highlight video${n === 1 ? '' : 's'}. Upgrade to add more.`,
    noun: 'videos',
  });

  const onSubmit = (input: Omit<AddVideoInput, 'sortOrder'>) => {
    const sortOrder = videos.reduce((max, v) => Math.max(max, v.sortOrder + 1), 0);
    add.mutate(
      { ...input, sortOrder },
      {
        onSuccess: () => {
          toast({ title: 'Video Added', description: 'Your highlight is on your profile.' });
          setFormOpen(false);
        },
        onError: (error) => showErrorToast('Failed to add video', error),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Video Deleted', description: 'The video was removed from your profile.' });
        setDeleting(null);
      },
      onError: (error) => showErrorToast('Failed to delete video', error),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Highlights"
        description={
          <>
            Your best shifts on video: the first thing most recruiters watch.
            {gate.usage ? <span className="ml-1 font-medium text-foreground">{gate.usage}.</span> : null}
          </>
        }
        action={
          <Button
            onClick={() => setFormOpen(true)}
            disabled={!gate.canAdd}
            aria-describedby={gate.reason ? 'videos-limit' : undefined}
          >
            <VideoIcon />
            Add Video
          </Button>
        }
      />
      {gate.reason ? <UpgradeHint id="videos-limit" reason={gate.reason} /> : null}

      {media.isPending ? (
        <Spinner label="Loading videos..." />
      ) : media.isError ? (
        <p className="text-sm text-destructive">Could not load your videos. Reload the page to try again.</p>
      ) : videos.length === 0 ? (
        <EmptyState
          icon={<VideoIcon />}
          title="No highlight videos yet"
          description="Upload your clips to YouTube or Vimeo, then add the links here."
          action={
            gate.canAdd ? <Button onClick={() => setFormOpen(true)}>Add Your First Video</Button> : null
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Highlight videos">
          {videos.map((video) => (
            <VideoCard key={video.id} video={video} onDelete={() => setDeleting(video)} />
          ))}
        </ul>
      )}

      <VideoFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        isPending={add.isPending}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        focusCancel
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this video?"
        description={
          deleting
            ? `“${deleting.caption || 'This highlight'}” will be removed from your profile. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Video"
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
