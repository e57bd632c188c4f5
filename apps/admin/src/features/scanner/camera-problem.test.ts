import { describe, expect, it } from "vitest";
import { cameraProblemOf, diagnoseCameraFailure } from "./camera-problem";

describe("cameraProblemOf", () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it("tells a refused permission from a missing camera from anything else", () => {
    expect(cameraProblemOf(named("NotAllowedError"))).toBe("permissionDenied");
    expect(cameraProblemOf(named("SecurityError"))).toBe("permissionDenied");
    expect(cameraProblemOf(named("NotFoundError"))).toBe("noCamera");
    expect(cameraProblemOf(named("OverconstrainedError"))).toBe("noCamera");
    expect(cameraProblemOf(named("NotReadableError"))).toBe("unavailable");
    expect(cameraProblemOf("Camera not found.")).toBe("unavailable");
    expect(cameraProblemOf(null)).toBe("unavailable");
  });

  it("probes the browser for the real reason and stops a stream it gets", async () => {
    const refused = { getUserMedia: () => Promise.reject(named("NotAllowedError")) };
    expect(await diagnoseCameraFailure(refused)).toBe("permissionDenied");
    const none = { getUserMedia: () => Promise.reject(named("NotFoundError")) };
    expect(await diagnoseCameraFailure(none)).toBe("noCamera");
    let stopped = 0;
    const stream = { getTracks: () => [{ stop: () => stopped++ }] } as unknown as MediaStream;
    expect(await diagnoseCameraFailure({ getUserMedia: () => Promise.resolve(stream) })).toBe("unavailable");
    expect(stopped).toBe(1);
    expect(await diagnoseCameraFailure({})).toBe("unavailable");
  });
});
