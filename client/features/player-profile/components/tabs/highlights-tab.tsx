import { ExternalLinkIcon, VideoIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  playableVideos,
  usePlayerFeatures,
  usePlayerMedia,
  VIDEO_PROVIDERS,
  type Video,
  VideoFrame,
  VideoTile,
  videoTitle,
} from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { Media } from '#common/contracts/players.ts';
import { type AddVideoInput, useAddVideo } from '../../api/add-video.ts';
import { useDeleteMedia } from '../../api/delete-media.ts';
import { featureGate } from '../../lib/feature-gate.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { ListActions } from '../list-actions.tsx';
import { UpgradeHint } from '../upgrade-hint.tsx';
import { type VideoField, VideoFormDialog } from './video-form-dialog.tsx';

/**
 * One highlight: our own tile until the owner presses play, then the provider's player in its place (the
 * same rule as the public reel: nothing loads from YouTube or Vimeo before that, D100).
 */
function VideoCard({ video, index, onDelete }: { video: Video; index: number; onDelete: () => void }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const title = videoTitle(video, index);
  const provider = VIDEO_PROVIDERS[video.type].label;
  // The tile's button leaves the page on press: focus goes to the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.querySelector('iframe')?.focus();
  }, [playing]);
  return (
    <li>
      <Card className="overflow-hidden">
        {playing ? (
          <div ref={frameRef} className="aspect-video w-full bg-black">
            <VideoFrame video={video} title={title} />
          </div>
        ) : (
          <VideoTile video={video} title={title} onPlay={() => setPlaying(true)} variant="cover" />
        )}
        <div className="flex items-start gap-3 p-4">
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold">{title}</h3>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge variant="secondary">{provider}</Badge>
              {playing ? (
                <a
                  href={video.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  Open on {provider}
                  <ExternalLinkIcon className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </div>
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
  const videos = playableVideos(media.data ?? []);

  const gate = featureGate(features.data?.highlightClips, features, {
    noAccess: 'Highlight videos start with the Warm-Up plan.',
    limitReached: (n) => `Your plan allows ${n} highlight video${n === 1 ? '' : 's'}. Upgrade to add more.`,
    noun: 'videos',
    feature: 'highlight clips',
  });

  const onSubmit = (
    input: Omit<AddVideoInput, 'sortOrder'>,
    showError: (field: VideoField, message: string) => void,
  ) => {
    const sortOrder = videos.reduce((max, v) => Math.max(max, v.sortOrder + 1), 0);
    add.mutate(
      { ...input, sortOrder },
      {
        onSuccess: () => {
          toast({ title: 'Video Added', description: 'Your highlight is on your profile.' });
          setFormOpen(false);
        },
        onError: (error) => {
          // D243: a refused link or caption is said under its field; anything else in a toast.
          const fieldIssues = isApiError(error)
            ? error.issues.filter((i): i is { path: VideoField; message: string } =>
                ['url', 'caption'].includes(i.path),
              )
            : [];
          if (fieldIssues.length === 0) return showErrorToast('Failed to add video', error);
          for (const issue of fieldIssues) showError(issue.path, issue.message);
        },
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
      {gate.reason ? (
        <UpgradeHint id="videos-limit" reason={gate.reason} showPlans={!gate.byAdministrator} />
      ) : null}

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
          {videos.map((video, index) => (
            <VideoCard key={video.id} video={video} index={index} onDelete={() => setDeleting(video)} />
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
