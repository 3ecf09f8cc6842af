import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from './button.tsx';

/** Previous / "Page 2 of 7" / Next under a list of results; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-5"
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground">
        Page <span className="font-semibold text-foreground">{Math.min(page, totalPages)}</span> of{' '}
        <span className="font-semibold text-foreground">{totalPages}</span>
      </p>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
