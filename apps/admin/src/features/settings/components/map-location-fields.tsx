import { type MapLocation, MapLocationSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormField, Input } from "@stampwise/ui";
import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { openStreetMapUrl } from "../map-link";

type Coordinates = { latitude: string; longitude: string };

/**
 * Latitude and longitude typed as text and handed to the form as the contract's MapLocation: both
 * empty means "no location" (null); a half-filled pair stays invalid (NaN) so the schema reports
 * the missing half instead of silently dropping it.
 */
export function MapLocationFields({
  value,
  onChange,
  onBlur,
  errors,
}: {
  value: MapLocation | null;
  onChange: (next: MapLocation | null) => void;
  onBlur: () => void;
  errors: { latitude?: boolean; longitude?: boolean };
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState<Coordinates>(() => ({
    latitude: value ? String(value.latitude) : "",
    longitude: value ? String(value.longitude) : "",
  }));

  const change = (field: keyof Coordinates, input: string) => {
    const next = { ...text, [field]: input };
    setText(next);
    const blank = next.latitude.trim() === "" && next.longitude.trim() === "";
    onChange(blank ? null : { latitude: toNumber(next.latitude), longitude: toNumber(next.longitude) });
  };
  const location = MapLocationSchema.safeParse(value).data;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm leading-none font-medium">{t("settings.contact.mapLocation")}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("settings.contact.mapLocationHint")}
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {(["latitude", "longitude"] as const).map((field) => (
          <FormField
            key={field}
            label={t(`settings.contact.${field}`)}
            error={errors[field] ? t(`settings.contact.${field}Invalid`) : undefined}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              min={field === "latitude" ? -90 : -180}
              max={field === "latitude" ? 90 : 180}
              value={text[field]}
              onChange={(event) => change(field, event.target.value)}
              onBlur={onBlur}
            />
          </FormField>
        ))}
      </div>
      {location && (
        <a
          href={openStreetMapUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t("settings.contact.openInMap")}
          <span className="sr-only">{t("settings.contact.opensInNewTab")}</span>
        </a>
      )}
    </fieldset>
  );
}

function toNumber(input: string): number {
  const trimmed = input.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}
