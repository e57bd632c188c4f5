import { cn } from "@stampwise/ui";
import { type ComponentProps, useMemo } from "react";
import { QR_QUIET_ZONE_MODULES, type QrErrorCorrection, qrMatrix, qrSvgPath } from "./qr-matrix";

export type QrCodeImageProps = Omit<ComponentProps<"svg">, "children" | "viewBox" | "width" | "height"> & {
  /** The text the code carries (a URL, an identity code). */
  value: string;
  /** Rendered width and height in CSS pixels; the SVG scales without blur to any size. */
  size?: number;
  /** What a screen reader announces instead of the picture ("QR code to collect 1 stamp"). */
  label: string;
  errorCorrection?: QrErrorCorrection;
  quietZone?: number;
};

/**
 * A QR code drawn as one crisp SVG path. Always black on white with a white quiet zone, in the
 * dark theme too: cameras look for dark modules on a light ground, and inverted codes fail on
 * many phones.
 */
export function QrCodeImage({
  value,
  size = 256,
  label,
  errorCorrection = "M",
  quietZone = QR_QUIET_ZONE_MODULES,
  className,
  ...props
}: QrCodeImageProps) {
  const { path, dimension } = useMemo(() => {
    const matrix = qrMatrix(value, errorCorrection);
    return { path: qrSvgPath(matrix, quietZone), dimension: matrix.size + quietZone * 2 };
  }, [value, errorCorrection, quietZone]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${dimension} ${dimension}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn("block bg-white", className)}
      {...props}
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
