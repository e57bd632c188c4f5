/** Why the camera view cannot show, each with its own text and the photo upload as the way on. */
export type CameraProblem = "noCamera" | "permissionDenied" | "unavailable";

const PERMISSION_ERRORS = new Set(["NotAllowedError", "PermissionDeniedError", "SecurityError"]);
const NO_CAMERA_ERRORS = new Set([
  "NotFoundError",
  "DevicesNotFoundError",
  "OverconstrainedError",
  "ConstraintNotSatisfiedError",
]);

/** Reads a getUserMedia failure (a DOMException by name; older browsers used other names). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name !== "string") return "unavailable";
  if (PERMISSION_ERRORS.has(name)) return "permissionDenied";
  if (NO_CAMERA_ERRORS.has(name)) return "noCamera";
  return "unavailable";
}

type MediaDevicesLike = Partial<Pick<MediaDevices, "getUserMedia">> | undefined;

/**
 * Asks the browser once more, plainly, to learn the real reason: qr-scanner tries several camera
 * settings and then reports only "Camera not found." whatever went wrong. The probe's stream is
 * stopped at once; a probe that succeeds means the camera works now and a retry will do.
 */
export async function diagnoseCameraFailure(
  mediaDevices: MediaDevicesLike = globalThis.navigator?.mediaDevices,
): Promise<CameraProblem> {
  // No mediaDevices: an old browser, or a page not served over https.
  if (!mediaDevices?.getUserMedia) return "unavailable";
  try {
    const stream = await mediaDevices.getUserMedia({ video: true, audio: false });
    for (const track of stream.getTracks()) track.stop();
    return "unavailable";
  } catch (error) {
    return cameraProblemOf(error);
  }
}
