import { Button } from "@stampwise/ui";
import { Pencil, Trash2 } from "lucide-react";

/** A table row's edit and delete buttons, icons named for screen readers ("Edit Silver"). */
export function RowActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={removeLabel}>
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
