import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { ADMIN_PASSWORD_MIN } from '#common/contracts/admin.ts';
import { useAdminResetPassword } from '../api/reset-password.ts';

/**
 * Spec 3 §2 "Reset Password": a password input, Cancel and Reset Password, disabled below 8 characters.
 * The server ends every session of that user (decisions §3). `user` null means closed.
 */
export function ResetPasswordDialog({
  user,
  onOpenChange,
}: {
  user: { id: string; name: string; email: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const reset = useAdminResetPassword();

  const close = (open: boolean) => {
    if (!open) setPassword('');
    onOpenChange(open);
  };

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={close}
      title="Reset Password"
      description={
        user ? (
          <>
            Set a new password for <span className="font-medium text-foreground">{user.name}</span> (
            {user.email}). They are signed out everywhere and log in with the new password.
          </>
        ) : null
      }
      submitLabel="Reset Password"
      submitIcon={<KeyRoundIcon className="size-4" />}
      isPending={reset.isPending}
      submitDisabled={password.length < ADMIN_PASSWORD_MIN}
      className="sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (!user || password.length < ADMIN_PASSWORD_MIN) return;
        reset.mutate(
          { userId: user.id, password },
          {
            onSuccess: () => {
              toast({
                title: 'Password reset',
                description: `${user.name} can now log in with the new password.`,
              });
              close(false);
            },
            onError: (error) =>
              showErrorToast(getErrorMessage(error, 'The password was not changed.'), undefined, {
                title: 'Failed to reset password. Please try again.',
              }),
          },
        );
      }}
    >
      <FormField label="New password" hint={`At least ${ADMIN_PASSWORD_MIN} characters.`}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
