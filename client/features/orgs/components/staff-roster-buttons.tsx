import { FileUpIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { StaffAddPlayerDialog } from './staff-add-player-dialog.tsx';
import { StaffImportRosterDialog } from './staff-import-roster-dialog.tsx';

/** Import Roster and Add Player with their dialogs: the same on the dashboard and the roster page. */
export function StaffRosterButtons({ orgId }: { orgId: string }) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <FileUpIcon />
        Import Roster
      </Button>
      <Button onClick={() => setAdding(true)}>
        <UserPlusIcon />
        Add Player
      </Button>
      <StaffAddPlayerDialog orgId={orgId} open={adding} onOpenChange={setAdding} />
      <StaffImportRosterDialog orgId={orgId} open={importing} onOpenChange={setImporting} />
    </>
  );
}
