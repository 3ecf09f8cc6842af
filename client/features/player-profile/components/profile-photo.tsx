import { CameraIcon } from 'lucide-react';
import { useRef } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { initialsOf } from '#client/lib/format.ts';
import { useImagePreparation } from '#client/lib/prepare-image.ts';
import { IMAGE_TYPES } from '#common/image-upload.ts';
import { UploadStepError, useUploadProfileImage } from '../api/upload-profile-image.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

const STEP_MESSAGES = {
  url: 'Failed to get upload URL',
  file: 'Failed to upload file',
  register: 'Failed to upload image',
} as const;

export const PHOTO_BUTTON_ID = 'profile-photo-upload';

interface ProfilePhotoProps {
  player: PlayerRef & { firstName: string; lastName: string; profileImageUrl: string | null };
  canEdit: boolean;
}

/** The avatar; managers get a camera button that uploads a new photo (the old one is replaced). */
export function ProfilePhoto({ player, canEdit }: ProfilePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage(player);
  const preparation = useImagePreparation();
  const isBusy = preparation.isPreparing || upload.isPending;
  const name = `${player.firstName} ${player.lastName}`;

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    // D267: a photo over the limit is shrunk here; one that cannot be is refused with the server's words.
    const { file, error } = await preparation.prepare(chosen);
    if (!file) {
      showErrorToast('Failed to upload file', error);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Photo Updated', description: 'Your new profile photo is live.' }),
      onError: (error) => {
        const stepError = error instanceof UploadStepError ? error : null;
        showErrorToast(STEP_MESSAGES[stepError?.step ?? 'register'], stepError?.cause ?? error);
      },
    });
  };

  return (
    <div className="relative w-fit shrink-0 self-start">
      <div
        className={cn(
          'flex size-24 items-center justify-center overflow-hidden rounded-2xl border-4 border-card bg-secondary shadow-lg sm:size-32',
          'font-display text-3xl font-extrabold text-secondary-foreground sm:text-4xl',
        )}
      >
        {player.profileImageUrl ? (
          <img
            src={player.profileImageUrl}
            alt={name}
            className="size-full object-cover"
            width={128}
            height={128}
          />
        ) : (
          <span role="img" aria-label={`${name}, no photo yet`}>
            {initialsOf(player.firstName, player.lastName)}
          </span>
        )}
        {isBusy ? (
          // The avatar is too small for the words: the ring and the percentage show, the words are read out.
          <div
            role="status"
            className="absolute inset-1 flex flex-col items-center justify-center gap-1 rounded-xl bg-background/80"
          >
            <Spinner className="size-6 text-primary" />
            {preparation.progress !== null ? (
              <span aria-hidden="true" className="text-xs font-semibold tabular-nums text-foreground">
                {preparation.progress}%
              </span>
            ) : null}
            <span className="sr-only">{preparation.label ?? 'Uploading photo...'}</span>
          </div>
        ) : null}
      </div>
      {canEdit ? (
        <>
          <button
            id={PHOTO_BUTTON_ID}
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={isBusy}
            className="absolute -right-2 -bottom-2 flex size-10 cursor-pointer items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-60"
          >
            <CameraIcon className="size-4.5" />
            <span className="sr-only">
              {player.profileImageUrl ? 'Change profile photo' : 'Upload profile photo'}
            </span>
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo file"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      ) : null}
    </div>
  );
}
