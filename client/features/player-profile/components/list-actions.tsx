import { PencilIcon, TrashIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

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
