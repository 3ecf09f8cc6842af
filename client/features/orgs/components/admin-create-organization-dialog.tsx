import { zodResolver } from '@hookform/resolvers/zod';
import { BuildingIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { CreateOrganizationInputSchema, ORG_TYPE_MESSAGE } from '#common/contracts/orgs.ts';
import { ORG_TYPES } from '#common/enums.ts';
import { useCreateOrganization } from '../api/admin-organizations.ts';
import { ORG_TYPE_LABELS } from './public-org-parts.tsx';

/** The contract's fields; the type select starts empty, so its message comes from the contract too. */
export const CreateOrganizationFormSchema = CreateOrganizationInputSchema.pick({
  name: true,
  website: true,
  ownerEmail: true,
}).extend({
  type: z.union([z.literal(''), z.enum(ORG_TYPES)]).refine((v) => v !== '', ORG_TYPE_MESSAGE),
});
type FormInput = z.input<typeof CreateOrganizationFormSchema>;
type FormOutput = z.output<typeof CreateOrganizationFormSchema>;

const FIELDS = ['name', 'type', 'website', 'ownerEmail'] as const;
const EMPTY: FormInput = { name: '', type: '', website: '', ownerEmail: '' };

/** ADMIN: "Create Organization": the server creates it and e-mails the owner an invitation. */
export function AdminCreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateOrganization();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateOrganizationFormSchema),
    defaultValues: EMPTY,
  });

  const [conflict, setConflict] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      reset(EMPTY);
      setConflict(null);
    }
    onOpenChange(next);
  };

  const onSubmit = (values: FormOutput) => {
    setConflict(null);
    create.mutate(
      {
        name: values.name,
        type: values.type,
        website: values.website ?? null,
        ownerEmail: values.ownerEmail,
      },
      {
        onSuccess: (result) => {
          toast({
            title: 'Organization created',
            description: `${result.organization.name} is ready. We e-mailed ${result.invitation.email} an invitation to become its owner.`,
          });
          close(false);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            // A conflict (the name or the owner's address is taken) is shown in the form as the server says it.
            setConflict(error.serverMessage ?? 'This organization conflicts with an existing one.');
            return;
          }
          if (isApiError(error)) {
            for (const issue of error.issues) {
              const field = FIELDS.find((f) => f === issue.path);
              if (field) setError(field, { message: issue.message });
            }
          }
          showErrorToast('Failed to create the organization.', error);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create Organization"
      description="Add a club, team or school. Its owner receives an e-mailed invitation to take it over."
      submitLabel="Create Organization"
      submitIcon={<BuildingIcon />}
      isPending={create.isPending}
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-lg"
    >
      {conflict ? (
        <Alert variant="destructive" title="Could not create the organization" role="alert">
          {conflict}
        </Alert>
      ) : null}
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} required autoComplete="organization" />}
      </FormField>
      <FormField label="Type" error={errors.type?.message}>
        {(control) => (
          <Select {...control} {...register('type')} required>
            <option value="">Choose a type</option>
            {ORG_TYPES.map((type) => (
              <option key={type} value={type}>
                {ORG_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Website"
        error={errors.website?.message}
        hint="Optional. For example www.northstars.org"
      >
        {(control) => (
          <Input {...control} {...register('website')} type="url" inputMode="url" placeholder="https://" />
        )}
      </FormField>
      <EmailField
        label="Owner email"
        registration={register('ownerEmail')}
        error={errors.ownerEmail?.message}
        hint="The owner becomes the organization's admin after accepting."
      />
    </FormDialog>
  );
}
