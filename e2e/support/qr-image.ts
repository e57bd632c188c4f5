import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/**
 * Reads a QR code the way a phone camera would: from the pixels of a screenshot, never from the
 * DOM. Returns the decoded text, or throws when no code is found in the image.
 */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) throw new Error(`no QR code found in a ${image.width}×${image.height} screenshot`);
  return code.data;
}

/** Screenshots the element that shows a QR code and decodes it. */
export async function decodeQrOnScreen(element: Locator): Promise<string> {
  return decodeQrPng(await element.screenshot({ animations: "disabled" }));
}
