import { UserCogIcon } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { ROLES, type Role } from '#common/enums.ts';
import { useChangeRole } from '../api/change-role.ts';
import { ROLE_LABELS } from '../lib/role-labels.ts';
import { RoleBadge } from './role-badge.tsx';

export interface RoleTarget {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * Spec 3 §2/§5 "Change Role": a role is required, so Update Role stays disabled until a role other than
 * the current one is chosen. The server refuses an admin's own demotion and the last admin's (its
 * message is shown). `user` null means closed.
 */
export function ChangeRoleDialog({
  user,
  onOpenChange,
}: {
  user: RoleTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [role, setRole] = useState<Role | ''>('');
  const changeRole = useChangeRole();
  const canSubmit = role !== '' && role !== user?.role;

  const close = (open: boolean) => {
    if (!open) setRole('');
    onOpenChange(open);
  };

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={close}
      title="Change Role"
      description={
        user ? (
          <>
            Choose a new role for <span className="font-medium text-foreground">{user.name}</span> (
            {user.email}). It applies from their next request.
          </>
        ) : null
      }
      submitLabel="Update Role"
      submitIcon={<UserCogIcon className="size-4" />}
      isPending={changeRole.isPending}
      submitDisabled={!canSubmit}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (!user || role === '' || !canSubmit) return;
        changeRole.mutate(
          { userId: user.id, role },
          {
            onSuccess: () => {
              toast({
                title: 'Role updated',
                description: `${user.name}'s role is now ${ROLE_LABELS[role]}.`,
              });
              close(false);
            },
            onError: (error) =>
              showErrorToast(getErrorMessage(error, 'The role was not changed.'), undefined, {
                title: 'Failed to update role. Please try again.',
              }),
          },
        );
      }}
    >
      {user ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Current role: <RoleBadge role={user.role} />
        </p>
      ) : null}
      <FormField label="New role">
        {(control) => (
          <Select
            {...control}
            required
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
          >
            <option value="" disabled>
              Select a role
            </option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
                {value === user?.role ? ' (current)' : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
