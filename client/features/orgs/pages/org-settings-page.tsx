import { StaffMembersCard } from '../components/staff-members-card.tsx';
import { StaffOrgProfileForm } from '../components/staff-org-profile-form.tsx';
import { StaffOrgShell } from '../components/staff-org-shell.tsx';
import { isOrgAdmin } from '../lib/staff-access.ts';

/** /org/settings (D089, D093): the profile, and the members with their invitations. */
export function OrgSettingsPage() {
  return (
    <StaffOrgShell title="Settings" description="Your organization's profile and the people who run it.">
      {({ organization, membership }) => (
        <>
          <StaffOrgProfileForm organization={organization} canEdit={isOrgAdmin(membership)} />
          <StaffMembersCard orgId={organization.id} canManage={isOrgAdmin(membership)} />
        </>
      )}
    </StaffOrgShell>
  );
}
