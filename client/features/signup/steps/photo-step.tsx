import { zodResolver } from '@hookform/resolvers/zod';
import { CameraIcon, RefreshCwIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useImagePreparation } from '#client/lib/prepare-image.ts';
import { useUploadProfilePhoto } from '../api/upload-profile-photo.ts';
import { StepActions } from '../components/step-actions.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';
import type { StepProps } from '../wizard-types.ts';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const CHOOSE_MESSAGE = 'Choose a photo to upload, or skip this step.';
/** The upload takes one image file (the API's multipart upload has no JSON contract to derive from). */
const PhotoFormSchema = z.object({
  photo: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value) => value !== null, CHOOSE_MESSAGE),
});
type PhotoFormValues = z.input<typeof PhotoFormSchema>;

/**
 * Step 8 (spec 1 §2), optional: the profile photo. Spec 1 §8: a failed upload shows a toast and the
 * wizard still moves on to step 9.
 */
export function PhotoStep({ data, goNext, goBack }: StepProps) {
  const {
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<PhotoFormValues>({
    resolver: zodResolver(PhotoFormSchema),
    defaultValues: { photo: data.photo },
    shouldFocusError: false,
  });
  const file = watch('photo');
  const error = errors.photo?.message ?? null;
  const [isDragging, setIsDragging] = useState(false);
  const preview = useObjectUrl(file);
  const upload = useUploadProfilePhoto();
  const preparation = useImagePreparation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-photo`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    clearErrors('photo');
    // D267: a photo over the limit is shrunk before it is shown and sent.
    const { file: prepared, error: problem } = await preparation.prepare(chosen);
    if (!prepared) return setError('photo', { message: problem });
    setValue('photo', prepared);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    void choose(event.target.files?.[0]);
    // Choosing the same file again after an error must fire change again.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void choose(event.dataTransfer.files?.[0]);
  };

  const onSubmit = handleSubmit(
    ({ photo }) => {
      if (!photo) return;
      const saved = data.saved;
      if (!saved) return goNext({ photo });
      if (saved.uploadedPhoto === photo) return goNext({ photo });
      upload.mutate(
        { playerId: saved.playerId, file: photo },
        {
          onSuccess: () => goNext({ photo, saved: { ...saved, uploadedPhoto: photo } }),
          onError: () => {
            showErrorToast('You can add a photo later from your profile.', undefined, {
              title: 'Failed to upload profile photo',
            });
            goNext({ photo });
          },
        },
      );
    },
    () => inputRef.current?.focus(),
  );

  const isPending = upload.isPending || preparation.isPreparing;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isPending || undefined}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-label="Profile photo"
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={onInputChange}
        disabled={isPending}
        className="peer sr-only"
      />
      {file && preview ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-muted/40 p-5 text-center sm:flex-row sm:text-left peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background">
          <img
            src={preview}
            alt={`Preview of ${file.name}`}
            className="size-28 shrink-0 rounded-full object-cover shadow-md ring-4 ring-primary/30"
          />
          <div className="grid min-w-0 gap-1">
            <p className="truncate font-semibold" title={file.name}>
              {file.name}
            </p>
            <p className="text-sm text-muted-foreground">{formatSize(file.size)}</p>
            <label
              htmlFor={inputId}
              className={cn(
                'mt-2 inline-flex h-9 cursor-pointer items-center justify-center gap-2 justify-self-center rounded-md border border-input bg-background/60 px-3 text-sm font-semibold transition-colors hover:bg-accent sm:justify-self-start',
                '[&_svg]:size-4',
              )}
            >
              <RefreshCwIcon aria-hidden="true" />
              Choose a different photo
            </label>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
            isDragging
              ? 'border-primary bg-accent/60'
              : 'border-input bg-muted/30 hover:border-primary hover:bg-accent/40',
            error ? 'border-destructive/70' : null,
          )}
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-7">
            <CameraIcon />
          </span>
          <span className="grid gap-1">
            <span className="font-semibold">Choose a photo</span>
            <span className="text-sm text-muted-foreground">or drag and drop it here</span>
          </span>
        </label>
      )}
      <p id={hintId} className="-mt-2 text-xs text-muted-foreground">
        Any image format; a photo over 10 MB is made smaller before it is sent. A clear head-and-shoulders
        photo works best; location data is removed.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="-mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StepActions
        onBack={() => goBack({ photo: file })}
        onSkip={() => goNext({ photo: null })}
        submitLabel="Upload & Continue"
        pendingLabel={preparation.label ?? 'Uploading...'}
        isPending={isPending}
      />
    </form>
  );
}
