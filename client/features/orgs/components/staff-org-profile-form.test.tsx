import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Organization } from '#common/contracts/orgs.ts';
import { MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE, UNSUPPORTED_MESSAGE } from '#common/image-upload.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { StaffOrgProfileForm } from './staff-org-profile-form.tsx';

const ORG: Organization = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'North Stars',
  slug: 'north-stars',
  type: 'club',
  website: 'https://northstars.example',
  logoUrl: null,
  description: null,
  city: null,
  region: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("the organization's profile form: the Website field (D242)", () => {
  it('shows its example only while empty, and sends www.site.org as https://www.site.org', async () => {
    const api = mockFetch((r) => (r.method === 'PATCH' ? { body: { organization: ORG } } : undefined));
    const { user } = renderWithApp(<StaffOrgProfileForm organization={ORG} canEdit />);
    const website = screen.getByLabelText('Website');
    expect(screen.queryByText(/For example/)).not.toBeInTheDocument();
    expect(screen.queryByText(/https:\/\/…/)).not.toBeInTheDocument();
    await user.clear(website);
    expect(screen.getByText('For example www.northstars.org')).toBeInTheDocument();
    await user.type(website, 'www.site.org');
    expect(screen.queryByText('For example www.northstars.org')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ website: 'https://www.site.org' });
  });
});

describe("the organization's logo (D267)", () => {
  it("refuses a file that is not an image, or an unreadable one over 10 MB, with the server's words under the logo, and uploads nothing", async () => {
    const api = mockFetch();
    renderWithApp(<StaffOrgProfileForm organization={ORG} canEdit />);
    const input = screen.getByLabelText('Logo image');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(UNSUPPORTED_MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // happy-dom cannot read images: a logo over the limit that cannot be shrunk is refused as too large.
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TOO_LARGE_MESSAGE));
    expect(api.writes()).toEqual([]);
  });
});
