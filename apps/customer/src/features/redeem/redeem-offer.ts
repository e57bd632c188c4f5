import type { QrInstance } from "@stampwise/contract";
import type { Language, TFunction } from "@stampwise/i18n";
import { formatPointsAmount } from "../../lib/points-amount";

/**
 * "25 beans": a points code's points worded with its program's name (the reader's plural), or a
 * number of the same points (a balance after collecting).
 */
export function pointsWording(t: TFunction, language: Language, instance: Pick<QrInstance, "pointsName">) {
  const name = instance.pointsName ?? t("redeem.points.defaultName");
  return (count: number) => formatPointsAmount(t, language, count, name);
}

/** What the collect button says: "Collect 25 beans" for a points code, "Collect 2 stamps" else. */
export function collectLabel(t: TFunction, language: Language, instance: QrInstance): string {
  return instance.type === "points"
    ? t("redeem.points.collect", {
        points: pointsWording(t, language, instance)(instance.points ?? 0),
      })
    : t("redeem.welcome.collect", { count: instance.stamps });
}
