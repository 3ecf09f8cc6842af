import { RotateCcwIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TabList, TabPanel, useTabInAddress } from '#client/components/ui/tabs.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import type { Evidence } from '#common/contracts/orgs.ts';
import { type EvidenceStatus, useEvidenceQueue } from '../api/staff-evidence.ts';
import { StaffEvidenceCard } from '../components/staff-evidence-card.tsx';
import { StaffOrgShell, StaffPage } from '../components/staff-org-shell.tsx';
import { type ReviewMode, StaffReviewDialog } from '../components/staff-review-dialog.tsx';
import { hasStaffScope } from '../lib/staff-access.ts';

const TITLE = 'Verification';
const EVIDENCE_TABS: readonly EvidenceStatus[] = ['pending', 'verified', 'rejected'];
const DESCRIPTION = 'Check that a player is on the team, then approve or reject their evidence.';
const EMPTY: Record<EvidenceStatus, { title: string; description: string }> = {
  pending: {
    title: 'Nothing to review',
    description: 'Evidence sent by players on your roster and their parents shows up here.',
  },
  verified: { title: 'No approved evidence yet', description: 'Approved evidence is listed here.' },
  rejected: {
    title: 'No rejected evidence',
    description: 'Rejected evidence is listed here with the reason.',
  },
};

/**
 * /org/verification: evidence by status. Verification staff see their active roster's
 * evidence; an admin sees everyone's, without the organization sub-navigation.
 */
export function VerificationQueuePage() {
  const { user } = useAuth();
  if (user?.role === 'ADMIN') {
    return (
      <StaffPage title={TITLE} eyebrow="Administration" description={DESCRIPTION}>
        <Queue isAdmin />
      </StaffPage>
    );
  }
  return (
    <StaffOrgShell title={TITLE} description={DESCRIPTION}>
      {({ membership }) =>
        hasStaffScope(membership, 'verification') ? (
          <Queue />
        ) : (
          <EmptyState
            icon={<ShieldCheckIcon />}
            title="Verification is not part of your role"
            description="Ask your organization's owner to give you the Verification permission."
          />
        )
      }
    </StaffOrgShell>
  );
}

function Queue({ isAdmin = false }: { isAdmin?: boolean }) {
  const idPrefix = useId();
  // The status tab is in the address: Back and Forward move between tabs (D254).
  const [status, setStatus] = useTabInAddress<EvidenceStatus>(EVIDENCE_TABS, 'pending');
  const [review, setReview] = useState<{ evidence: Evidence; mode: ReviewMode } | null>(null);
  const queue = useEvidenceQueue(status);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabList
        idPrefix={idPrefix}
        label="Evidence status"
        value={status}
        onChange={setStatus}
        tabs={[
          { value: 'pending', label: 'Pending' },
          { value: 'verified', label: 'Verified' },
          { value: 'rejected', label: 'Rejected' },
        ]}
      />
      <TabPanel idPrefix={idPrefix} value={status}>
        {queue.isPending ? (
          <Spinner label="Loading evidence..." />
        ) : queue.isError ? (
          <Alert variant="destructive" title="The evidence could not be loaded" role="alert">
            <Button variant="outline" size="sm" className="mt-2" onClick={() => queue.refetch()}>
              <RotateCcwIcon />
              Try again
            </Button>
          </Alert>
        ) : queue.data.evidence.length === 0 ? (
          <EmptyState
            icon={<ShieldCheckIcon />}
            {...EMPTY[status]}
            description={
              isAdmin && status === 'pending'
                ? 'Evidence sent by players and parents shows up here.'
                : EMPTY[status].description
            }
          />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {queue.data.evidence.map((evidence) => (
              <li key={evidence.id}>
                <StaffEvidenceCard evidence={evidence} onReview={(mode) => setReview({ evidence, mode })} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
      <StaffReviewDialog
        evidence={review?.evidence ?? null}
        mode={review?.mode ?? 'approve'}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
      />
    </div>
  );
}
