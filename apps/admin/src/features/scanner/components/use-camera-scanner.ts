import QrScanner from "qr-scanner";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type CameraProblem, diagnoseCameraFailure } from "../camera-problem";

export type CameraState =
  | { status: "starting" }
  | { status: "scanning" }
  | { status: "failed"; problem: CameraProblem };

/** Frames decoded per second: plenty for a code held still, and gentle on a phone's battery. */
const SCANS_PER_SECOND = 10;

/**
 * Runs qr-scanner on the video element while mounted: the back camera when there is one, a
 * highlighted scan region, and the camera switched off on unmount (the dialog closing). qr-scanner
 * decodes with the browser's BarcodeDetector where it has one, else in its bundled web worker.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  onDecode: (text: string) => void,
) {
  const [state, setState] = useState<CameraState>({ status: "starting" });
  const [attempt, setAttempt] = useState(0);
  const latestOnDecode = useRef(onDecode);
  latestOnDecode.current = onDecode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on retry.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let active = true;
    setState({ status: "starting" });
    const scanner = new QrScanner(element, (result) => latestOnDecode.current(result.data), {
      returnDetailedScanResult: true,
      preferredCamera: "environment",
      highlightScanRegion: true,
      maxScansPerSecond: SCANS_PER_SECOND,
      // Most frames hold no code; that is not worth a word.
      onDecodeError: () => undefined,
    });
    scanner.start().then(
      () => {
        if (active) setState({ status: "scanning" });
      },
      async () => {
        // Stop first: a half-started stream must not keep the camera light on.
        scanner.stop();
        const problem = await diagnoseCameraFailure();
        if (active) setState({ status: "failed", problem });
      },
    );
    return () => {
      active = false;
      // pause(true) ends the stream now; destroy() alone waits 300 ms, and the dialog is gone by then.
      void scanner.pause(true);
      scanner.destroy();
    };
  }, [video, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
