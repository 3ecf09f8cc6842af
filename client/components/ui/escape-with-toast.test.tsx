import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Toaster } from './toaster.tsx';
import { toast } from './use-toast.ts';

// D238: a toast shown while a dialog or menu is open never takes that layer's Escape.

function NotesDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Notes</DialogTitle>
          <DialogDescription>Private notes on this player.</DialogDescription>
          <textarea aria-label="Note" />
          <Button onClick={() => toast({ title: 'Note added' })}>Add Note</Button>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

function AddToListMenu() {
  const [ticked, setTicked] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Add to List</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem
            checked={ticked}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(next) => {
              setTicked(next);
              toast({ title: 'Added to 2009 Forwards' });
            }}
          >
            2009 Forwards
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Toaster />
    </>
  );
}

describe('Escape closes a dialog or menu at the first press, whatever toasts are showing', () => {
  it('the Notes dialog after Add Note', async () => {
    const user = userEvent.setup();
    render(<NotesDialog />);
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Add to List menu after ticking a list', async () => {
    const user = userEvent.setup();
    render(<AddToListMenu />);
    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: '2009 Forwards' }));
    expect(await screen.findByText('Added to 2009 Forwards')).toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('with no dialog or menu open, Escape still dismisses the toast', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
