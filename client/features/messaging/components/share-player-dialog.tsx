import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon, SendIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount } from '#client/components/ui/character-count.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { copyText } from '#client/lib/clipboard.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { blankAsNull } from '#client/lib/form-schema.ts';
import { absoluteUrl, pathTo } from '#client/lib/paths.ts';
import { SharePlayerInputSchema } from '#common/contracts/messaging.ts';
import { SHARE_NOTE_MAX } from '#common/messaging.ts';
import { useSharePlayer } from '../api/share-player.ts';

/** The contract's fields; a blank note is no note. */
export const ShareFormSchema = SharePlayerInputSchema.extend({
  note: blankAsNull(SharePlayerInputSchema.shape.note),
});
type FormInput = z.input<typeof ShareFormSchema>;
type FormOutput = z.output<typeof ShareFormSchema>;

const FIELDS = ['email', 'note'] as const;
const EMPTY: FormInput = { email: '', note: '' };

/** The counter turns red this close to the note's limit. */
const NEAR_LIMIT = SHARE_NOTE_MAX - 100;

/**
 * SHARE PLAYER (D121): the public profile's link to copy, and a form that e-mails it with
 * a note to a colleague. The server sends the link, the player's name and the note, nothing else of the
 * player (D113), and limits shares per day (429, shown in the dialog). It refuses the family's and minors'
 * addresses (403, shown by the e-mail field) and keeps the note only for a colleague's account (D131).
 */
export function SharePlayerDialog({
  player,
  open,
  onOpenChange,
}: {
  player: { id: string; slug: string; firstName: string; lastName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const name = `${player.firstName} ${player.lastName}`;
  const link = absoluteUrl(pathTo.publicPlayer(player.slug));
  const ids = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const [copyRefused, setCopyRefused] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);
  const share = useSharePlayer(player.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ShareFormSchema),
    defaultValues: EMPTY,
  });
  const email = watch('email') ?? '';
  const note = watch('note') ?? '';

  const clear = () => {
    reset(EMPTY);
    setLimit(null);
    setCopyRefused(false);
  };
  // Not while sending: the answer (an error on a field, the limit) is shown in the dialog.
  const close = (next: boolean) => {
    if (share.isPending) return;
    if (!next) clear();
    onOpenChange(next);
  };

  const copy = async () => {
    if (await copyText(link)) {
      setCopyRefused(false);
      toast({ title: 'Link copied', description: `The link to ${name}'s profile is on your clipboard.` });
      return;
    }
    // The browser would not copy (permission, an old browser): the link is selected to copy by hand.
    setCopyRefused(true);
    linkField.current?.focus();
    linkField.current?.select();
  };

  const onSubmit = (values: FormOutput) => {
    if (share.isPending) return;
    setLimit(null);
    share.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Profile shared',
          description: `We e-mailed ${values.email} the link to ${name}'s profile.`,
        });
        clear();
        onOpenChange(false);
      },
      onError: (error) => {
        if (isApiError(error, 429)) {
          setLimit(error.serverMessage ?? 'You have shared the most players allowed in a day.');
          return;
        }
        // The address belongs to the player's family or a minor: the server says so, by the field.
        if (isApiError(error, 403) && error.serverMessage) {
          setError('email', { message: error.serverMessage });
          return;
        }
        const fieldIssues = isApiError(error, 400)
          ? error.issues.filter((issue) => FIELDS.some((field) => field === issue.path))
          : [];
        for (const issue of fieldIssues) {
          setError(issue.path as (typeof FIELDS)[number], { message: issue.message });
        }
        if (fieldIssues.length === 0) {
          showFailureToast('Profile not shared', error);
        }
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg" data-slot="share-player-dialog">
        <DialogHeader>
          <DialogTitle>Share {name}</DialogTitle>
          <DialogDescription>
            Copy the link to {player.firstName}’s public profile, or e-mail it to a colleague.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <Label htmlFor={`${ids}-link`}>Public profile link</Label>
          <div className="flex gap-2">
            <Input
              ref={linkField}
              id={`${ids}-link`}
              readOnly
              value={link}
              className="font-mono text-xs sm:text-sm"
              aria-describedby={copyRefused ? `${ids}-copy-refused` : undefined}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" className="shrink-0" onClick={() => void copy()}>
              <CopyIcon />
              Copy
            </Button>
          </div>
          {copyRefused ? (
            <p id={`${ids}-copy-refused`} className="text-sm text-muted-foreground" role="status">
              Your browser did not let us copy the link. It is selected above: copy it by hand.
            </p>
          ) : null}
        </div>

        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="grid gap-4 border-t border-border pt-4"
          aria-labelledby={`${ids}-send`}
        >
          <div className="grid gap-1">
            <h3 id={`${ids}-send`} className="text-base font-semibold leading-tight">
              Send to a colleague
            </h3>
            <p className="flex gap-2 text-sm text-muted-foreground">
              <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                They receive an e-mail from Rinkside with your name and program and the link to {name}’s
                public profile. Nothing beyond the public profile is sent. Your note goes only to recruiters
                and organization staff with a Rinkside account; anyone else gets the link alone.
              </span>
            </p>
          </div>
          {limit ? (
            <Alert variant="destructive" title="Daily sharing limit reached" role="alert">
              {limit}
            </Alert>
          ) : null}
          <EmailField
            label="Colleague's email"
            registration={register('email')}
            error={errors.email?.message}
            placeholder="colleague@example.edu"
            autoComplete="off"
          />
          <FormField
            label="Note (optional)"
            error={errors.note?.message}
            hint={<CharacterCount length={note.length} max={SHARE_NOTE_MAX} warnFrom={NEAR_LIMIT} />}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('note')}
                size="sm"
                rows={3}
                maxLength={SHARE_NOTE_MAX}
                placeholder={`Why ${player.firstName} is worth a look.`}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={share.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={email.trim() === '' || share.isPending}>
              {share.isPending ? <Spinner className="size-4 text-current" /> : <SendIcon />}
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
