import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#client/components/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { AddVideoInput } from '../../api/add-video.ts';
import { trimOrNull } from '../../lib/form-values.ts';
import { Select } from '../field-controls.tsx';

const VideoFormSchema = z.object({
  type: z.enum(['youtube', 'vimeo']),
  url: z
    .string()
    .trim()
    .pipe(z.url({ message: 'Must be a valid URL', protocol: /^https?$/ })),
  caption: z.string().max(200, 'Keep the caption under 200 characters'),
});
type VideoFormValues = z.infer<typeof VideoFormSchema>;

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
  } = useForm<VideoFormValues>({ resolver: zodResolver(VideoFormSchema), defaultValues: EMPTY });
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
      onSubmit={handleSubmit((v) =>
        onSubmit({ type: v.type, url: v.url.trim(), caption: trimOrNull(v.caption) }),
      )}
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
