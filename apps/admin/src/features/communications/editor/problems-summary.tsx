import { useTranslation } from "@stampwise/i18n";
import { CircleAlert } from "lucide-react";
import { fieldId } from "./draft";

/**
 * "Validation errors": what keeps the communication from being sent, each leading to
 * its field. Shown while there is something to fix, so the owner sees it before scheduling.
 */
export function ProblemsSummary({ problems }: { problems: readonly { path: string; message: string }[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const focus = (path: string) => {
    const target = document.getElementById(fieldId(path));
    target?.scrollIntoView({ block: "center" });
    target?.focus();
  };
  return (
    <section
      aria-labelledby="communication-problems-title"
      className="rounded-lg border border-destructive/50 bg-destructive/5 p-4"
      data-testid="validation-errors"
    >
      <h2
        id="communication-problems-title"
        className="flex items-center gap-2 font-semibold text-destructive"
      >
        <CircleAlert aria-hidden className="size-4" />
        {t("communications.editor.problems.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("communications.editor.problems.description")}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <a
              href={`#${fieldId(problem.path)}`}
              className="underline underline-offset-4 hover:text-destructive"
              onClick={(event) => {
                event.preventDefault();
                focus(problem.path);
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
