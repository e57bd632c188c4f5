import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { cn } from "./cn";
import { Label } from "./label";

/** What a field's control needs to be announced with its label, description and error. */
export type FormFieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** Helper text under the control, read after the label. */
  description?: ReactNode;
  /** The validation message (react-hook-form's `errors.name?.message`); marks the control invalid. */
  error?: string;
  /** Defaults to a generated id; pass one when something else must point at the control. */
  id?: string;
  className?: string;
  /**
   * One element that accepts `id` and `aria-*` props (Input, Textarea, ColorInput, SelectTrigger), or
   * a function receiving those props when the control is nested (`<Select>` around a trigger).
   */
  children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
};

export function FormField({ label, description, error, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FormFieldControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [descriptionId, errorId].filter(Boolean).join(" ") || undefined,
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn("grid gap-2", className)}
    >
      <Label htmlFor={controlId} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      {typeof children === "function" ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {description && (
        <p id={descriptionId} data-slot="form-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {/* No role="alert": the message is tied to the control through aria-describedby, and an
          alert per field would interrupt a screen reader once for every invalid field on submit. */}
      {error && (
        <p id={errorId} data-slot="form-message" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
