import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUpIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { blankAsNull, fromText } from '#client/lib/form-schema.ts';
import { useImagePreparation } from '#client/lib/prepare-image.ts';
import { type Organization, UpdateOrganizationInputSchema } from '#common/contracts/orgs.ts';
import { ORG_TYPES } from '#common/enums.ts';
import { useUpdateOrganization } from '../api/staff-members.ts';
import { useUploadOrgLogo } from '../api/staff-upload-logo.ts';
import { ORG_TYPE_LABELS } from '../lib/staff-access.ts';
import { StaffOrgLogo } from './staff-org-identity.tsx';

const field = UpdateOrganizationInputSchema.shape;
/** The contract's rules on the form's text inputs (blank clears an optional field). */
export const OrgProfileFormSchema = z.object({
  name: fromText(field.name.unwrap(), { trim: true }),
  type: z.enum(ORG_TYPES),
  website: blankAsNull(field.website),
  description: blankAsNull(field.description),
  city: blankAsNull(field.city),
  region: blankAsNull(field.region),
});
type Values = z.input<typeof OrgProfileFormSchema>;
type Output = z.output<typeof OrgProfileFormSchema>;

const toValues = (o: Organization): Values => ({
  name: o.name,
  type: o.type,
  website: o.website ?? '',
  description: o.description ?? '',
  city: o.city ?? '',
  region: o.region ?? '',
});

/** The organization's profile: editable for an ORG_ADMIN, read-only for staff. */
export function StaffOrgProfileForm({
  organization,
  canEdit,
}: {
  organization: Organization;
  canEdit: boolean;
}) {
  const update = useUpdateOrganization(organization.id);
  const upload = useUploadOrgLogo();
  const preparation = useImagePreparation();
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoErrorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const logoId = useId();
  const [logoUrl, setLogoUrl] = useState<string | null>(organization.logoUrl);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(OrgProfileFormSchema),
    defaultValues: toValues(organization),
  });
  // D242: the example shows only while the field is empty; "www.site.org" is read as https.
  const website = useWatch({ control, name: 'website' });

  useEffect(() => {
    reset(toValues(organization));
    setLogoUrl(organization.logoUrl);
  }, [organization, reset]);

  const logoChanged = logoUrl !== organization.logoUrl;
  const isLogoBusy = upload.isPending || preparation.isPreparing;
  const busy = update.isPending || isLogoBusy;

  const onSubmit = (values: Output) =>
    update.mutate(
      { ...values, logoUrl },
      {
        onSuccess: () =>
          toast({ title: 'Profile saved', description: 'Your public page shows the changes.' }),
        onError: (error) => showErrorToast('Failed to save the profile. Please try again.', error),
      },
    );

  const chooseLogo = async (chosen: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!chosen) return;
    setLogoError(null);
    // D267: a logo over the limit is shrunk here; one that cannot be gets the server's words under it.
    const { file, error } = await preparation.prepare(chosen);
    if (!file) return setLogoError(error);
    upload.mutate(file, {
      onSuccess: (publicPath) => setLogoUrl(publicPath),
      onError: (error) =>
        showErrorToast('The logo could not be uploaded. Use a JPEG, PNG or WebP image.', error),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization profile</CardTitle>
        <CardDescription>
          {canEdit
            ? 'What families and recruiters see on your public page.'
            : 'Only an organization admin can change the profile.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <fieldset disabled={!canEdit || busy} className="grid gap-5 disabled:opacity-100">
            <div className="flex flex-wrap items-center gap-4">
              <StaffOrgLogo organization={{ name: organization.name, logoUrl }} size="size-20" />
              {canEdit ? (
                <div className="flex flex-wrap gap-2">
                  <input
                    ref={fileRef}
                    id={logoId}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-label="Logo image"
                    aria-describedby={logoError ? logoErrorId : undefined}
                    aria-invalid={logoError ? true : undefined}
                    tabIndex={-1}
                    className="sr-only"
                    onChange={(event) => void chooseLogo(event.target.files?.[0])}
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => fileRef.current?.click()}
                    aria-busy={isLogoBusy || undefined}
                  >
                    {isLogoBusy ? <Spinner className="size-4 text-current" /> : <ImageUpIcon />}
                    {preparation.label ?? (logoUrl ? 'Change logo' : 'Upload logo')}
                  </Button>
                  {logoUrl ? (
                    <Button variant="ghost" size="sm" onClick={() => setLogoUrl(null)}>
                      <Trash2Icon />
                      Remove
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {logoError ? (
                <p id={logoErrorId} role="alert" className="basis-full text-sm font-medium text-destructive">
                  {logoError}
                </p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Name" error={errors.name?.message}>
                {(control) => <Input {...control} readOnly={!canEdit} {...register('name')} />}
              </FormField>
              <FormField label="Type" error={errors.type?.message}>
                {(control) => (
                  <Select {...control} {...register('type')}>
                    {ORG_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {ORG_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                label="Website"
                hint={website?.trim() ? undefined : 'For example www.northstars.org'}
                error={errors.website?.message}
                className="sm:col-span-2"
              >
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    readOnly={!canEdit}
                    {...register('website')}
                  />
                )}
              </FormField>
              <FormField label="City" error={errors.city?.message}>
                {(control) => <Input {...control} readOnly={!canEdit} {...register('city')} />}
              </FormField>
              <FormField label="State / province" error={errors.region?.message}>
                {(control) => <Input {...control} readOnly={!canEdit} {...register('region')} />}
              </FormField>
              <FormField label="About" error={errors.description?.message} className="sm:col-span-2">
                {(control) => (
                  <Textarea {...control} readOnly={!canEdit} maxLength={1000} {...register('description')} />
                )}
              </FormField>
            </div>
          </fieldset>
          {canEdit ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={busy || (!isDirty && !logoChanged)}>
                {update.isPending ? <Spinner className="size-4 text-current" /> : <SaveIcon />}
                Save profile
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
