import { PERSONALISATION_VARIABLES } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Input,
  Label,
  Textarea,
} from "@stampwise/ui";
import { Braces } from "lucide-react";
import { type ReactNode, useRef } from "react";

/**
 * A content field with the personalisation variables one menu away: the chosen `{{name}}` goes
 * where the cursor is (or replaces the selection), and the cursor lands after it.
 */
export function ContentField({
  id,
  label,
  value,
  onChange,
  multiline = false,
  maxLength,
  hint,
  error,
  readOnly,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  maxLength: number;
  hint?: ReactNode;
  error?: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Where the cursor goes once the menu has closed (the menu would hand focus back to its button).
  const caretAfterInsert = useRef<number | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const insert = (variable: string) => {
    const element = control.current;
    const token = `{{${variable}}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    caretAfterInsert.current = start + token.length;
  };

  const focusAfterInsert = (event: Event) => {
    const caret = caretAfterInsert.current;
    if (caret === null) return;
    event.preventDefault();
    caretAfterInsert.current = null;
    control.current?.focus();
    control.current?.setSelectionRange(caret, caret);
  };

  const props = {
    id,
    ref: control,
    value,
    maxLength,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };

  return (
    <div className="grid gap-2" data-invalid={error ? true : undefined}>
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id} className={error ? "text-destructive" : undefined}>
          {label}
        </Label>
        {!readOnly && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="h-7"
                aria-label={t("communications.editor.content.insertVariableInto", { field: label })}
              >
                <Braces aria-hidden />
                {t("communications.editor.content.insertVariable")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" onCloseAutoFocus={focusAfterInsert}>
              {PERSONALISATION_VARIABLES.map((variable) => (
                <DropdownMenuItem key={variable} onSelect={() => insert(variable)}>
                  {t(`communications.editor.content.variables.${variable}`)}
                  <span className="ml-auto pl-4 font-mono text-xs text-muted-foreground">{`{{${variable}}}`}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {multiline ? <Textarea {...props} className="min-h-32" /> : <Input {...props} />}
      {hint && (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
