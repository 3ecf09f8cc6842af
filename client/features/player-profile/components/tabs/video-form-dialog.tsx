import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { fromText, textWithin } from '#client/lib/form-schema.ts';
import { AddMediaInputSchema } from '#common/contracts/players.ts';
import type { AddVideoInput } from '../../api/add-video.ts';

/** The video branch of the media contract; the order is set by the list, not the form. */
const VIDEO = AddMediaInputSchema.options[1];
const VideoFormSchema = VIDEO.omit({ sortOrder: true }).extend({
  url: fromText(VIDEO.shape.url, { trim: true }),
  caption: textWithin(VIDEO.shape.caption, 200, 'Keep the caption under 200 characters'),
});
type VideoFormValues = z.input<typeof VideoFormSchema>;
type VideoFormOutput = z.output<typeof VideoFormSchema>;

const EMPTY: VideoFormValues = { type: 'youtube', url: '', caption: '' };

interface VideoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onSubmit: (input: Omit<AddVideoInput, 'sortOrder'>) => void;
}

export function VideoFormDialog({ open, onOpenChange, isPending, onSubmit }: VideoFormDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<VideoFormValues, unknown, VideoFormOutput>({
    resolver: zodResolver(VideoFormSchema),
    defaultValues: EMPTY,
  });
  const type = watch('type');

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Highlight Video"
      description="Paste a link to a YouTube or Vimeo video. Keep it short: 2 to 4 minutes works best."
      submitLabel="Add Video"
      isPending={isPending}
      onSubmit={handleSubmit((v) => onSubmit({ type: v.type, url: v.url, caption: v.caption || null }))}
      className="max-w-lg"
    >
      <FormField label="Platform" error={errors.type?.message}>
        {(control) => (
          <Select {...control} {...register('type')}>
            <option value="youtube">YouTube</option>
            <option value="vimeo">Vimeo</option>
          </Select>
        )}
      </FormField>
      <FormField label="Video URL" error={errors.url?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('url')}
            type="url"
            inputMode="url"
            required
            placeholder={
              type === 'vimeo' ? 'https://vimeo.com/123456789' : 'https://www.youtube.com/watch?v=...'
            }
          />
        )}
      </FormField>
      <FormField label="Caption" error={errors.caption?.message}>
        {(control) => (
          <Input {...control} {...register('caption')} placeholder="e.g. 2025-26 season highlights" />
        )}
      </FormField>
    </FormDialog>
  );
}
