import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import {
  mjpegVideo,
  placeOnFrame,
  qrCodePng,
  type RgbaImage,
  readMjpegFirstFrame,
  readPng,
  readY4mFirstFrame,
  rgbaToI420,
  writeFakeCameraVideoOfPicture,
  y4mVideo,
} from "./fake-camera";

// The root vitest config's "e2e-support" project runs this (and only e2e/support's unit tests:
// the *.spec.ts files are Playwright's): `npx vitest run --project e2e-support`.

const identityCode = "0b6a1f52-8c9d-4e0f-a1b2-c3d4e5f6a7b8.AbC-_12xYz";

function decode(image: RgbaImage): string | undefined {
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

async function framedCode(width = 640, height = 480) {
  return placeOnFrame(readPng(await qrCodePng(identityCode)), width, height);
}

describe("fake camera video", () => {
  it("writes a Y4M whose frames a QR reader decodes back to the text", async () => {
    const video = y4mVideo(await framedCode(), { frames: 3 });
    const headerLength = video.indexOf(0x0a) + 1;
    expect(video.subarray(0, headerLength).toString("ascii")).toBe(
      "YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n",
    );
    expect(video.length).toBe(headerLength + 3 * ("FRAME\n".length + 640 * 480 * 1.5));
    expect(decode(readY4mFirstFrame(video))).toBe(identityCode);
  });

  it("writes an MJPEG whose frames a QR reader decodes back to the text", async () => {
    const video = mjpegVideo(await framedCode(), { frames: 2 });
    const frame = readMjpegFirstFrame(video);
    expect([frame.width, frame.height]).toEqual([640, 480]);
    expect(decode(frame)).toBe(identityCode);
  });

  it("scales a code larger than the frame down to fit, still readable", async () => {
    const large = readPng(await qrCodePng(identityCode, { scale: 20 }));
    expect(large.width).toBeGreaterThan(480);
    expect(decode(placeOnFrame(large, 640, 480))).toBe(identityCode);
  });

  it("maps black and white to video-range luma and neutral chroma", () => {
    const image: RgbaImage = { width: 2, height: 2, data: new Uint8Array(16).fill(255) };
    image.data.set([0, 0, 0, 255], 0);
    const frame = rgbaToI420(image);
    expect(Array.from(frame.subarray(0, 4))).toEqual([16, 235, 235, 235]);
    expect(Array.from(frame.subarray(4))).toEqual([128, 128]);
    expect(() => rgbaToI420({ width: 3, height: 2, data: new Uint8Array(24) })).toThrow(/even/);
  });

  it("films a picture such as a phone screenshot: odd size, code off centre, still readable", async () => {
    const code = readPng(await qrCodePng(identityCode, { scale: 5 }));
    const screenshot = new PNG({ width: code.width + 41, height: code.height + 77 });
    screenshot.data.fill(255);
    for (let y = 0; y < code.height; y++) {
      const row = code.data.subarray(y * code.width * 4, (y + 1) * code.width * 4);
      Buffer.from(row).copy(screenshot.data, ((y + 60) * screenshot.width + 30) * 4);
    }
    const directory = mkdtempSync(path.join(tmpdir(), "fake-camera-"));
    try {
      const file = writeFakeCameraVideoOfPicture(
        PNG.sync.write(screenshot),
        path.join(directory, "screen.y4m"),
        { frames: 2 },
      );
      expect(decode(readY4mFirstFrame(readFileSync(file)))).toBe(identityCode);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
