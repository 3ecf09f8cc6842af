import { zodResolver } from '@hookform/resolvers/zod';
import { FlagIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { type ReportConversationInput, ReportConversationInputSchema } from '#common/contracts/messaging.ts';
import { REPORT_REASON_MAX } from '#common/messaging.ts';
import { useReportConversation } from '../api/report-conversation.ts';

/** Report a thread (or one message of it) to the Rinkside team, with the reason. */
export function ReportDialog({
  conversationId,
  messageId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  /** The message reported, when the report is about one message. */
  messageId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const report = useReportConversation(conversationId);
  const { register, handleSubmit, reset, watch, formState } = useForm<ReportConversationInput>({
    resolver: zodResolver(ReportConversationInputSchema),
    defaultValues: { reason: '' },
  });
  const reason = watch('reason') ?? '';
  const error = formState.errors.reason?.message;

  const close = (next: boolean) => {
    if (!next) reset({ reason: '' });
    onOpenChange(next);
  };

  const submit = handleSubmit((input) =>
    report.mutate(
      { reason: input.reason, ...(messageId ? { messageId } : {}) },
      {
        onSuccess: (answer) => {
          toast({ title: 'Report sent', description: answer.message });
          close(false);
        },
        onError: (e) =>
          showErrorToast(getErrorMessage(e, 'Please try again.'), undefined, { title: 'Report not sent' }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={messageId ? 'Report this message' : 'Report this conversation'}
      description="The Rinkside team reads the conversation and can suspend the sender. The other participants are not told who reported it."
      submitLabel="Send Report"
      submitIcon={<FlagIcon />}
      submitVariant="destructive"
      submitDisabled={reason.trim() === ''}
      isPending={report.isPending}
      onSubmit={submit}
      className="max-w-lg"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>What is wrong?</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          placeholder="e.g. The sender asked my child to move to a private chat app."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('reason')}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
