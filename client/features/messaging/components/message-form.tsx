import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';
import { type SendMessageInput, SendMessageInputSchema } from '#common/contracts/messaging.ts';
import { MESSAGE_MAX } from '#common/messaging.ts';

/** The counter shows from here on: a long message sees how much room is left. */
export const COUNTER_FROM = MESSAGE_MAX - 500;

const counterId = (id: string) => `${id}-count`;

/**
 * The message box of every composer (a thread's reply, MESSAGE PLAYER, a family's first message): it stops
 * at MESSAGE_MAX characters, is described by its error and, near the limit, by the counter (MessageCounter
 * with the same id), and Ctrl/Cmd+Enter sends.
 */
export function MessageBodyField({
  id,
  label,
  labelHidden = false,
  placeholder,
  rows,
  autoFocus = false,
  registration,
  text,
  error,
  onSendShortcut,
}: {
  id: string;
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  rows: number;
  autoFocus?: boolean;
  /** What `register('body')` returned. */
  registration: UseFormRegisterReturn;
  /** The text as typed (for the counter). */
  text: string;
  error: string | undefined;
  onSendShortcut: () => void;
}) {
  return (
    <>
      <Label htmlFor={`${id}-body`} className={cn(labelHidden && 'sr-only')}>
        {label}
      </Label>
      <Textarea
        id={`${id}-body`}
        rows={rows}
        maxLength={MESSAGE_MAX}
        placeholder={placeholder}
        autoFocus={autoFocus}
        className="resize-y"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          cn(error && `${id}-error`, text.length >= COUNTER_FROM && counterId(id)) || undefined
        }
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter sends, as in most messengers; Enter alone makes a new line.
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            onSendShortcut();
          }
        }}
        {...registration}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** "4,600/5,000" once a message nears the limit (red at it); nothing before. */
export function MessageCounter({ id, text }: { id: string; text: string }) {
  if (text.length < COUNTER_FROM) return null;
  return (
    <span
      id={counterId(id)}
      aria-live="polite"
      className={cn('mr-2 font-medium tabular-nums', text.length >= MESSAGE_MAX && 'text-destructive')}
    >
      {text.length.toLocaleString('en-US')}/{MESSAGE_MAX.toLocaleString('en-US')}
    </span>
  );
}

/**
 * A message box (the reply box of a thread and the MESSAGE PLAYER composer): send is disabled while the
 * text is blank, the box stops at MESSAGE_MAX characters and a counter shows near the limit.
 */
export function MessageForm({
  label,
  labelHidden = false,
  placeholder,
  submitLabel,
  isPending,
  onSend,
  rows = 3,
  autoFocus = false,
  footer,
  secondary,
}: {
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  submitLabel: string;
  isPending: boolean;
  /** Resolves true when the message went out (the box then empties). */
  onSend: (body: string) => Promise<boolean>;
  rows?: number;
  autoFocus?: boolean;
  /** A line under the box, beside the button (e.g. who will read the message). */
  footer?: ReactNode;
  /** A second button before the send button (e.g. Cancel in a dialog). */
  secondary?: ReactNode;
}) {
  const id = useId();
  const { register, handleSubmit, reset, watch, formState } = useForm<SendMessageInput>({
    resolver: zodResolver(SendMessageInputSchema),
    defaultValues: { body: '' },
  });
  const text = watch('body') ?? '';
  const blank = text.trim() === '';

  const submit = handleSubmit(async ({ body }) => {
    if (isPending) return;
    if (await onSend(body)) reset({ body: '' });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-2" data-slot="message-form">
      <MessageBodyField
        id={id}
        label={label}
        labelHidden={labelHidden}
        placeholder={placeholder}
        rows={rows}
        autoFocus={autoFocus}
        registration={register('body')}
        text={text}
        error={formState.errors.body?.message}
        onSendShortcut={() => void submit()}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 text-xs text-muted-foreground">
          <MessageCounter id={id} text={text} />
          {footer}
        </div>
        <div className="flex shrink-0 gap-2">
          {secondary}
          <Button type="submit" disabled={blank || isPending}>
            {isPending ? <Spinner className="size-4 text-current" /> : <SendIcon />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
