import { FileUpIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { hasStaffScope } from '../lib/staff-access.ts';
import { StaffAddPlayerDialog } from './staff-add-player-dialog.tsx';
import { StaffImportRosterDialog } from './staff-import-roster-dialog.tsx';
import type { StaffOrgContext } from './staff-org-shell.tsx';

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

/** The page actions of the dashboard and the roster: the roster buttons, for members with the roster scope. */
export function rosterActions({ organization, membership }: StaffOrgContext) {
  return hasStaffScope(membership, 'roster') ? <StaffRosterButtons orgId={organization.id} /> : null;
}

/** An empty roster: what to do first, with the roster buttons for members who may use them. */
export function StaffRosterEmpty({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  return (
    <EmptyState
      icon={<UsersIcon />}
      title="No players on your roster yet"
      description={
        canManage
          ? 'Add a player already on Rinkside, invite a family by email, or import a list.'
          : 'Staff with the roster permission add players here.'
      }
      action={canManage ? <StaffRosterButtons orgId={orgId} /> : undefined}
    />
  );
}
