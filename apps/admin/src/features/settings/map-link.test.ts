import { describe, expect, it } from "vitest";
import { openStreetMapUrl } from "./map-link";

describe("openStreetMapUrl", () => {
  it("puts a marker at the location and centres the map on it", () => {
    expect(openStreetMapUrl({ latitude: 59.3293, longitude: 18.0686 })).toBe(
      "https://www.openstreetmap.org/?mlat=59.3293&mlon=18.0686#map=17/59.3293/18.0686",
    );
  });

  it("keeps the sign of southern and western coordinates", () => {
    expect(openStreetMapUrl({ latitude: -33.9, longitude: -70.6 })).toContain("mlat=-33.9&mlon=-70.6");
  });
});
