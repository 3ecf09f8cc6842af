import { CameraIcon } from 'lucide-react';
import { useRef } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { initialsOf } from '#client/lib/format.ts';
import { UploadStepError, useUploadProfileImage } from '../api/upload-profile-image.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 10 * 1024 * 1024;
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
  const name = `${player.firstName} ${player.lastName}`;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      showErrorToast('Failed to upload file', 'Choose a JPEG, PNG, WebP or GIF image.');
      return;
    }
    if (file.size > MAX_BYTES) {
      showErrorToast('Failed to upload file', 'Images can be up to 10 MB.');
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
        {upload.isPending ? (
          <div className="absolute inset-1 flex items-center justify-center rounded-xl bg-background/70">
            <Spinner label="Uploading photo..." className="size-6 text-primary" />
          </div>
        ) : null}
      </div>
      {canEdit ? (
        <>
          <button
            id={PHOTO_BUTTON_ID}
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
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
            accept={ACCEPTED.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo file"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      ) : null}
    </div>
  );
}
