import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '#common/terms.ts';
import { renderWithApp } from '#test/component-kit.tsx';
import { PublicInviteAccountForm } from './public-invite-account-form.tsx';

function open(onCreate = vi.fn(async () => undefined)) {
  const view = renderWithApp(
    <PublicInviteAccountForm email="coach@example.com" isPending={false} onCreate={onCreate} />,
  );
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create Account & Accept' }));
  return { ...view, submit, onCreate };
}

describe("the invitation's Create Account form", () => {
  it('shows the invited address, read-only', () => {
    open();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email).toHaveValue('coach@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('asks for a name, a password of at least 8 characters and the agreement', async () => {
    const { user, submit, onCreate } = open();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    const { user, submit, onCreate } = open();
    await user.type(screen.getByLabelText('Full Name'), 'Casey Coach');
    await user.type(screen.getByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm Password'), 'longenough2');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the name, the password and the agreement with its version', async () => {
    const { user, submit, onCreate } = open();
    await user.type(screen.getByLabelText('Full Name'), 'Casey Coach');
    await user.type(screen.getByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm Password'), 'longenough1');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        name: 'Casey Coach',
        password: 'longenough1',
        acceptTerms: true,
        termsVersion: TERMS_VERSION,
      }),
    );
  });

  it("puts the server's field messages beside the fields", async () => {
    const refused = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({
        message: 'Invalid input',
        issues: [{ path: 'password', message: 'Password is too common' }],
      }),
    );
    const { user, submit } = open(
      vi.fn(async () => {
        throw refused;
      }),
    );
    await user.type(screen.getByLabelText('Full Name'), 'Casey Coach');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
  });
});
