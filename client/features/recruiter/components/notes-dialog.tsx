import { zodResolver } from '@hookform/resolvers/zod';
import { FileTextIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { type CreateNoteInput, CreateNoteInputSchema, NOTE_MAX } from '#common/contracts/notes.ts';
import { useAddNote } from '../api/add-note.ts';
import { useNotes } from '../api/get-notes.ts';

/** The private NOTES panel (spec 3 §2): existing notes newest first, and a box to add one. */
export function NotesDialog({
  playerId,
  playerName,
  open,
  onOpenChange,
}: {
  playerId: string;
  playerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const notes = useNotes(playerId, open);
  const addNote = useAddNote(playerId);
  const { register, handleSubmit, reset, watch, formState } = useForm<CreateNoteInput>({
    resolver: zodResolver(CreateNoteInputSchema),
    defaultValues: { note: '' },
  });
  const text = watch('note');
  const id = useId();
  const sorted = [...(notes.data?.notes ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const error = formState.errors.note?.message;

  const submit = handleSubmit(({ note }) => {
    if (addNote.isPending) return;
    addNote.mutate(note, {
      onSuccess: () => {
        reset();
        toast({ title: 'Note added', description: `Your note on ${playerName} was saved.` });
      },
      onError: (error) => showFailureToast('Failed to add note', error),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Notes on {playerName}</DialogTitle>
          <DialogDescription>Private to you. Players and parents never see them.</DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={submit} className="grid gap-2">
          <Label htmlFor={`${id}-note`}>New note</Label>
          <Textarea
            id={`${id}-note`}
            maxLength={NOTE_MAX}
            rows={3}
            placeholder="Strong skater, watch at the spring showcase…"
            size="sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-note-error` : undefined}
            {...register('note')}
          />
          {error ? (
            <p id={`${id}-note-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-muted-foreground">
              {text.length}/{NOTE_MAX}
            </span>
            <Button type="submit" size="sm" disabled={!text.trim() || addNote.isPending}>
              {addNote.isPending ? <Spinner className="size-4" /> : null}
              Add Note
            </Button>
          </div>
        </form>

        <section aria-label="Saved notes" className="border-t border-border pt-4">
          {notes.isPending ? (
            <Spinner label="Loading notes..." />
          ) : notes.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Failed to load notes. Please try again later.
            </p>
          ) : sorted.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <FileTextIcon className="size-4" />
              No notes yet. Your first note will appear here.
            </p>
          ) : (
            <ul className="grid max-h-72 gap-3 overflow-y-auto pr-1">
              {sorted.map((note) => (
                <li key={note.id} className="rounded-lg border border-border bg-muted/40 px-3 py-2.5">
                  <p className="whitespace-pre-wrap break-words text-sm">{note.note}</p>
                  <time dateTime={note.createdAt} className="mt-1.5 block text-xs text-muted-foreground">
                    {formatDateTime(note.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
