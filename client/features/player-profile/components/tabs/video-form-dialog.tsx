import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { textWithin } from '#client/lib/form-schema.ts';
import { AddMediaInputSchema } from '#common/contracts/players.ts';
import { INVALID_VIDEO_MESSAGE, parseVideoUrl, VIDEO_PROVIDER_LABELS } from '#common/web-address.ts';
import type { AddVideoInput } from '../../api/add-video.ts';

/** The video branch of the media contract; the order is set by the list, not the form. */
const VIDEO = AddMediaInputSchema.options[1];
/** D243: the platform is read from the link (common/web-address.ts), never asked. */
const VideoFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Paste the link to your video')
    .refine((url) => parseVideoUrl(url) !== null, INVALID_VIDEO_MESSAGE),
  caption: textWithin(VIDEO.shape.caption, 200, 'Keep the caption under 200 characters'),
});
type VideoFormValues = z.input<typeof VideoFormSchema>;
type VideoFormOutput = z.output<typeof VideoFormSchema>;

const EMPTY: VideoFormValues = { url: '', caption: '' };

export type VideoField = keyof VideoFormValues;

interface VideoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  /** `showError` puts a refusal of the server under its field (D243), not in a toast. */
  onSubmit: (
    input: Omit<AddVideoInput, 'sortOrder'>,
    showError: (field: VideoField, message: string) => void,
  ) => void;
}

export function VideoFormDialog({ open, onOpenChange, isPending, onSubmit }: VideoFormDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<VideoFormValues, unknown, VideoFormOutput>({
    resolver: zodResolver(VideoFormSchema),
    defaultValues: EMPTY,
  });
  const detected = parseVideoUrl(useWatch({ control, name: 'url' }) ?? '');

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit((v) => {
    const video = parseVideoUrl(v.url);
    if (!video) return;
    onSubmit({ type: video.type, url: video.url, caption: v.caption || null }, (field, message) =>
      setError(field, { message }),
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Highlight Video"
      description="Paste a link to a YouTube or Vimeo video. Keep it short: 2 to 4 minutes works best."
      submitLabel="Add Video"
      isPending={isPending}
      onSubmit={submit}
      className="max-w-lg"
    >
      <FormField
        label="Video URL"
        error={errors.url?.message}
        hint={
          detected && !errors.url ? (
            <span className="inline-flex items-center gap-1.5 text-foreground">
              <CheckCircle2Icon aria-hidden="true" className="size-3.5 text-success" />
              {VIDEO_PROVIDER_LABELS[detected.type]} video
            </span>
          ) : errors.url ? undefined : (
            'A YouTube or Vimeo link, for example youtube.com/watch?v=… or vimeo.com/123456789'
          )
        }
      >
        {(field) => (
          <Input
            {...field}
            {...register('url')}
            type="text"
            inputMode="url"
            autoComplete="url"
            required
            placeholder="https://www.youtube.com/watch?v=..."
          />
        )}
      </FormField>
      <FormField label="Caption" error={errors.caption?.message}>
        {(field) => (
          <Input {...field} {...register('caption')} placeholder="e.g. 2025-26 season highlights" />
        )}
      </FormField>
    </FormDialog>
  );
}
