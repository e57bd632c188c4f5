import { afterEach, describe, expect, it, vi } from "vitest";
import { requestDocumentTitle } from "./document-title";

describe("requestDocumentTitle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefers the page's title to the app's, whatever order the effects run in", () => {
    const document = { title: "" };
    vi.stubGlobal("document", document);
    // On mount React runs the child's (page's) effect before the parent's (root layout's).
    const releasePage = requestDocumentTitle("page", "Cards · Stampwise");
    const releaseApp = requestDocumentTitle("app", "Stampwise — your loyalty cards", true);
    expect(document.title).toBe("Cards · Stampwise");

    // A language switch updates both in place, again child first.
    requestDocumentTitle("page", "Kort · Stampwise");
    requestDocumentTitle("app", "Stampwise — dina lojalitetskort", true);
    expect(document.title).toBe("Kort · Stampwise");

    // A screen without a title of its own shows the app's.
    releasePage();
    expect(document.title).toBe("Stampwise — dina lojalitetskort");
    releaseApp();
  });
});
