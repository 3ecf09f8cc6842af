import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

function PencilIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z" />
      <path d="m15 5 4 4" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18" />
      <path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />
      <path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
    </svg>
  );
}

/** Edit and delete icon buttons of a list row, named after the row for screen readers. */
export function ListActions({
  itemName,
  onEdit,
  onDelete,
  extra,
}: {
  itemName: string;
  onEdit?: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  return (
    <div className="-mr-2 -mb-2 flex shrink-0 items-center gap-1 self-end sm:m-0 sm:self-center">
      {extra}
      {onEdit ? (
        <Button variant="ghost" size="icon" onClick={onEdit} title="Edit">
          <PencilIcon />
          <span className="sr-only">Edit {itemName}</span>
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        title="Delete"
        className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      >
        <TrashIcon />
        <span className="sr-only">Delete {itemName}</span>
      </Button>
    </div>
  );
}
