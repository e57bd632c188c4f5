import { writeFileSync } from "node:fs";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import QRCode from "qrcode";

/**
 * A camera for the browser tests: Chromium plays a video file as its webcam when started with
 * `chromiumFakeCameraArgs(file)`, so the admin's scanner sees a customer's QR code held up to it.
 * The file is one still picture repeated, written as Y4M (raw YUV 4:2:0, exact pixels) or MJPEG.
 */

/** Pixels as RGBA bytes, row by row (what pngjs and jpeg-js give and take). */
export type RgbaImage = { width: number; height: number; data: Uint8Array };

export type FakeCameraFormat = "y4m" | "mjpeg";

export type FakeCameraOptions = {
  /** The camera's frame size; the code is centred on a white frame of this size. */
  width?: number;
  height?: number;
  /** Frames in the file; Chromium loops the file, so a few seconds are plenty. */
  frames?: number;
  fps?: number;
};

const DEFAULTS = { width: 640, height: 480, frames: 30, fps: 30 } satisfies Required<FakeCameraOptions>;

/** Chromium flags that replace the camera by `file` and grant camera access without a prompt. */
export function chromiumFakeCameraArgs(file: string): string[] {
  return [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** A QR code of `text` as a PNG: black on white, 8 px per module, the standard 4-module margin. */
export function qrCodePng(text: string, { scale = 8 }: { scale?: number } = {}): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", scale, margin: 4, errorCorrectionLevel: "M" });
}

export function readPng(png: Buffer): RgbaImage {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, data: new Uint8Array(image.data) };
}

/**
 * `image` centred on a white frame of the camera's size, scaled down (nearest pixel) when it does
 * not fit, so the whole code is in view with a white margin as on a phone screen.
 */
export function placeOnFrame(image: RgbaImage, width: number, height: number): RgbaImage {
  const scale = Math.min(1, (width * 0.9) / image.width, (height * 0.9) / image.height);
  const drawnWidth = Math.floor(image.width * scale);
  const drawnHeight = Math.floor(image.height * scale);
  const left = Math.floor((width - drawnWidth) / 2);
  const top = Math.floor((height - drawnHeight) / 2);
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = 0; y < drawnHeight; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < drawnWidth; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor(x / scale));
      const from = (sourceY * image.width + sourceX) * 4;
      const to = ((top + y) * width + left + x) * 4;
      data.set(image.data.subarray(from, from + 3), to);
    }
  }
  return { width, height, data };
}

/**
 * RGBA to planar YUV 4:2:0 (I420: the Y plane, then U, then V at half resolution), BT.601 video
 * range, which is how Chromium reads Y4M frames.
 */
export function rgbaToI420(image: RgbaImage): Uint8Array {
  const { width, height, data } = image;
  if (width % 2 || height % 2) throw new Error(`4:2:0 needs even dimensions, got ${width}×${height}`);
  const chromaWidth = width / 2;
  const frame = new Uint8Array(width * height * 1.5);
  const uPlane = width * height;
  const vPlane = uPlane + (width * height) / 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      frame[y * width + x] = clampByte(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  // Each chroma sample is the average colour of its 2×2 block of pixels.
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < chromaWidth; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y * 2 + dy) * width + x * 2 + dx) * 4;
        r += (data[i] ?? 0) / 4;
        g += (data[i + 1] ?? 0) / 4;
        b += (data[i + 2] ?? 0) / 4;
      }
      frame[uPlane + y * chromaWidth + x] = clampByte(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      frame[vPlane + y * chromaWidth + x] = clampByte(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return frame;
}

/** A Y4M file showing `image` for `frames` frames. */
export function y4mVideo(image: RgbaImage, { frames = DEFAULTS.frames, fps = DEFAULTS.fps } = {}): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${image.width} H${image.height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), rgbaToI420(image)]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** An MJPEG file (JPEG frames back to back) showing `image` for `frames` frames. */
export function mjpegVideo(image: RgbaImage, { frames = DEFAULTS.frames, quality = 90 } = {}): Buffer {
  const frame = jpeg.encode({ width: image.width, height: image.height, data: image.data }, quality).data;
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/**
 * Writes a fake camera video that films `png` (a screenshot of a phone's QR code, say) held up to
 * the camera, and returns the path, ready for `chromiumFakeCameraArgs`.
 */
export function writeFakeCameraVideoOfPicture(
  png: Buffer,
  file: string,
  options: FakeCameraOptions = {},
): string {
  const { width, height, frames, fps } = { ...DEFAULTS, ...options };
  const framed = placeOnFrame(readPng(png), width, height);
  const format: FakeCameraFormat = file.endsWith(".mjpeg") ? "mjpeg" : "y4m";
  writeFileSync(
    file,
    format === "mjpeg" ? mjpegVideo(framed, { frames }) : y4mVideo(framed, { frames, fps }),
  );
  return file;
}

/** The first frame of a Y4M file as a grey RGBA image (its Y plane), for checking what was written. */
export function readY4mFirstFrame(video: Buffer): RgbaImage {
  const headerEnd = video.indexOf(0x0a);
  const header = video.subarray(0, headerEnd).toString("ascii");
  const width = Number(/ W(\d+)/.exec(header)?.[1]);
  const height = Number(/ H(\d+)/.exec(header)?.[1]);
  const frameStart = video.indexOf("FRAME\n", headerEnd) + "FRAME\n".length;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    // Back from video range to full range, so black is 0 and white 255 again.
    const luma = clampByte(((video[frameStart + i] ?? 16) - 16) * (255 / 219));
    data.set([luma, luma, luma, 255], i * 4);
  }
  return { width, height, data };
}

/** The first frame of an MJPEG file. */
export function readMjpegFirstFrame(video: Buffer): RgbaImage {
  const endOfImage = video.indexOf(Buffer.from([0xff, 0xd9]));
  const image = jpeg.decode(video.subarray(0, endOfImage + 2), { useTArray: true, formatAsRGBA: true });
  return { width: image.width, height: image.height, data: image.data };
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
