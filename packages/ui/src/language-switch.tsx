import { Button } from "./button";

export type LanguageOption<Code extends string> = { code: Code; label: string };

type LanguageSwitchProps<Code extends string> = {
  /** Accessible name of the group, in the current language ("Language", "Språk"). */
  label: string;
  languages: readonly LanguageOption<Code>[];
  value: Code;
  onChange: (code: Code) => void;
};

/** Toggle buttons rather than a select: with two languages both choices stay one tap away. */
export function LanguageSwitch<Code extends string>({
  label,
  languages,
  value,
  onChange,
}: LanguageSwitchProps<Code>) {
  return (
    <fieldset className="inline-flex gap-1">
      <legend className="sr-only">{label}</legend>
      {languages.map((language) => (
        <Button
          key={language.code}
          // Screen readers pronounce each name in its own language.
          lang={language.code}
          variant={language.code === value ? "default" : "outline"}
          aria-pressed={language.code === value}
          onClick={() => onChange(language.code)}
          className="h-9 px-3"
        >
          {language.label}
        </Button>
      ))}
    </fieldset>
  );
}
