import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportValidateResponse } from '#common/contracts/admin.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { CsvImportCard } from './csv-import-card.tsx';

const CSV = [
  'firstName,lastName,birthYear,category,positions',
  'Liam,Novak,2010,MALE,C',
  'Ava,Lindqvist,2011,FEMALE,D',
  '"Tremblay, Jr",Noah,2009,MALE,G',
  '',
].join('\r\n');

const player = (row: number, firstName: string, lastName: string, birthYear: number) => ({
  row,
  firstName,
  lastName,
  birthYear,
  birthMonth: null,
  category: 'MALE' as const,
  positions: ['C' as const, 'LW' as const],
  profileSource: 'admin_import' as const,
});

const WITH_DUPLICATE: ImportValidateResponse = {
  success: true,
  players: [
    player(2, 'Liam', 'Novak', 2010),
    player(3, 'Ava', 'Lindqvist', 2011),
    player(4, 'Noah', 'Tremblay', 2009),
  ],
  totalRows: 3,
  validRows: 3,
  errors: [],
  errorCount: 0,
  duplicates: [
    { row: 3, firstName: 'Ava', lastName: 'Lindqvist', birthYear: 2011, existingSlug: 'ava-lindqvist' },
  ],
  duplicateCount: 1,
};

const fileInput = () => screen.getByLabelText('CSV file') as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const csvFile = (text = CSV, name = 'players.csv') => new File([text], name, { type: 'text/csv' });

describe('the CSV import card', () => {
  it('states the columns and the limits, and offers a sample file', () => {
    mockFetch();
    renderWithApp(<CsvImportCard />);
    for (const column of ['firstName', 'lastName', 'birthYear', 'category', 'positions', 'profileSource']) {
      expect(screen.getByText(column)).toBeInTheDocument();
    }
    expect(screen.getByText(/Up to 5 MB and 10,000 rows per file/)).toBeInTheDocument();
    const sample = screen.getByRole('link', { name: 'Download a sample CSV' });
    expect(sample).toHaveAttribute('download', 'rinkside-players-sample.csv');
    expect(sample.getAttribute('href')).toMatch(/^blob:/);
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('refuses a file that is not a .csv before sending anything', async () => {
    const sent = mockFetch();
    renderWithApp(<CsvImportCard />);
    choose(new File(['firstName,lastName,birthYear'], 'players.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '"players.txt" is not a .csv file. Choose a file that ends in .csv.',
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(button('Validate')).toBeDisabled();

    // A .csv file clears the message.
    choose(csvFile());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button('Validate')).toBeEnabled();
    expect(sent.sent).toEqual([]);
  });

  it('validates, shows the preview and the duplicates, and imports with Skip Duplicates & Import', async () => {
    const sent = mockFetch((request) => {
      if (request.url === '/api/admin/import/validate') return { body: WITH_DUPLICATE };
      if (request.url === '/api/admin/import/execute') {
        return {
          status: 201,
          body: { imported: 2, skipped: 1, batchId: '6f1c3a52-53b4-4d9c-9c37-8f8c9d6a1b11' },
        };
      }
      return undefined;
    });
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));

    const result = await screen.findByRole('region', { name: 'Validation result' });
    expect(sent.writes()).toEqual([
      { method: 'POST', url: '/api/admin/import/validate', body: { csvContent: CSV } },
    ]);
    const stat = (label: string) =>
      within(result).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([stat('Rows'), stat('Valid'), stat('Errors'), stat('Duplicates')]).toEqual(['3', '3', '0', '1']);

    const preview = within(within(result).getByRole('region', { name: 'Preview (3 valid rows)' }));
    expect(preview.getByText('Liam')).toBeInTheDocument();
    expect(preview.getAllByText('Center, Left Wing')).toHaveLength(3);
    const duplicates = within(within(result).getByRole('region', { name: 'Duplicates' }));
    expect(duplicates.getByRole('link', { name: 'ava-lindqvist' })).toHaveAttribute(
      'href',
      '/player/ava-lindqvist',
    );

    // Import is refused while duplicates exist; skipping them is offered instead.
    expect(button('Import 3 players')).toBeDisabled();
    await user.click(button('Skip Duplicates & Import'));

    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(screen.getByText('Imported 2 players, skipped 1.')).toBeInTheDocument();
    expect(sent.writes()[1]).toEqual({
      method: 'POST',
      url: '/api/admin/import/execute',
      body: { csvContent: CSV, skipDuplicates: true },
    });
    // Ready for the next file.
    expect(screen.queryByRole('region', { name: 'Validation result' })).not.toBeInTheDocument();
    expect(button('Validate')).toBeDisabled();
  });

  it('imports a clean file with Import N players (skipDuplicates false)', async () => {
    const clean = { ...WITH_DUPLICATE, duplicates: [], duplicateCount: 0 };
    const sent = mockFetch((request) =>
      request.url.endsWith('/validate')
        ? { body: clean }
        : { status: 201, body: { imported: 3, skipped: 0, batchId: '6f1c3a52-53b4-4d9c-9c37-8f8c9d6a1b11' } },
    );
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));
    await screen.findByText('The file is ready to import');
    expect(screen.queryByRole('button', { name: 'Skip Duplicates & Import' })).not.toBeInTheDocument();
    await user.click(button('Import 3 players'));
    expect(await screen.findByText('Imported 3 players, skipped 0.')).toBeInTheDocument();
    expect(sent.writes()[1]?.body).toEqual({ csvContent: CSV, skipDuplicates: false });
  });

  it('lists the errors with "and N more", and offers no import while any exist', async () => {
    mockFetch(() => ({
      body: {
        ...WITH_DUPLICATE,
        success: false,
        validRows: 1,
        errors: [
          { row: 2, field: 'birthYear', message: 'Birth year must be a year between 1990 and 2026' },
          { row: 3, field: 'firstName', message: 'Cells cannot start with =, +, - or @' },
        ],
        errorCount: 7,
      },
    }));
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));
    const errors = within(await screen.findByRole('region', { name: 'Errors' }));
    expect(errors.getByText('Birth year must be a year between 1990 and 2026')).toBeInTheDocument();
    expect(errors.getByText('birthYear')).toBeInTheDocument();
    expect(screen.getByText('and 5 more')).toBeInTheDocument();
    expect(button('Import 1 player')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Skip Duplicates & Import' })).not.toBeInTheDocument();
  });

  it('shows a progress state while validating, counting the rows roughly', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));
    expect(await screen.findByRole('status')).toHaveTextContent('Validating 3 rows…');
    expect(button('Validate')).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    answer(new Response(JSON.stringify(WITH_DUPLICATE), { headers: { 'Content-Type': 'application/json' } }));
    await screen.findByRole('region', { name: 'Validation result' });
    expect(screen.queryByText(/Validating/)).not.toBeInTheDocument();
  });

  it('shows the server reason under "Failed to validate CSV"', async () => {
    mockFetch(() => ({
      status: 413,
      body: { message: 'The file is larger than 5 MB. Split it into smaller files.' },
    }));
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));
    expect(await screen.findByText('Failed to validate CSV')).toBeInTheDocument();
    expect(
      screen.getByText('The file is larger than 5 MB. Split it into smaller files.'),
    ).toBeInTheDocument();
  });

  it('shows the server reason under "Failed to import players"', async () => {
    mockFetch((request) =>
      request.url.endsWith('/validate')
        ? { body: WITH_DUPLICATE }
        : {
            status: 409,
            body: {
              message: '1 player already exists. Choose Skip Duplicates & Import to import the others.',
            },
          },
    );
    const { user } = renderWithApp(<CsvImportCard />);
    choose(csvFile());
    await user.click(button('Validate'));
    await user.click(await screen.findByRole('button', { name: 'Skip Duplicates & Import' }));
    expect(await screen.findByText('Failed to import players')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/1 player already exists/)).toBeInTheDocument());
    // The result stays, so the admin can try again.
    expect(screen.getByRole('region', { name: 'Validation result' })).toBeInTheDocument();
  });
});
