import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, COOKIES_ACCEPTED } from "./environment";
import { chromiumFakeCameraArgs } from "./fake-camera";

/**
 * A Chromium of its own whose webcam films `video` (support/fake-camera.ts). The camera is a
 * launch flag, so the test's shared browser cannot have it: the counter's device is this one.
 */
export async function launchBrowserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...chromiumFakeCameraArgs(video)],
  });
}

/** A desktop context in it set up like the tests' own (address, cookie banner, no motion). */
export async function counterContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    storageState: COOKIES_ACCEPTED,
    locale: "en-US",
    colorScheme: "light",
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 800 },
    permissions: ["camera"],
  });
}
