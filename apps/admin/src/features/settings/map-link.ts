import type { MapLocation } from "@stampwise/contract";

/** A marker at the organization's location on OpenStreetMap (no key, no tracking). */
export function openStreetMapUrl({ latitude, longitude }: MapLocation): string {
  const query = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${query}#map=17/${latitude}/${longitude}`;
}
