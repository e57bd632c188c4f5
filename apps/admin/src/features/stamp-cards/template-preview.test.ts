import { DEFAULT_CARD_TEMPLATE } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { changedTemplateFields, previewTemplate, templateFieldsOf } from "./template-preview";

const saved = { ...DEFAULT_CARD_TEMPLATE, primaryColor: "#112233" };

describe("previewTemplate", () => {
  it("draws the values being edited when they are valid", () => {
    const preview = previewTemplate(
      { ...saved, primaryColor: "#abcdef", pattern: "dots", stampSize: 64 },
      saved,
    );
    expect(preview).toMatchObject({ primaryColor: "#abcdef", pattern: "dots", stampSize: 64 });
  });

  it("keeps the saved value for a field that is half typed or invalid", () => {
    const preview = previewTemplate(
      { ...saved, stampSize: 3, logoUrl: "javascript:alert(1)", titleColor: "#12" },
      saved,
    );
    expect(preview.stampSize).toBe(saved.stampSize);
    expect(preview.logoUrl).toBe(saved.logoUrl);
    expect(preview.titleColor).toBe(saved.titleColor);
  });

  it("fills fields the form has not reported yet from the saved template", () => {
    expect(previewTemplate({}, saved)).toEqual(saved);
  });
});

describe("changedTemplateFields", () => {
  it("sends only what differs from the saved template", () => {
    expect(changedTemplateFields({ ...saved, font: "lato", pattern: null }, saved)).toEqual({ font: "lato" });
    expect(changedTemplateFields(saved, saved)).toEqual({});
  });

  it("sends a cleared image address as null", () => {
    const withLogo = { ...saved, logoUrl: "https://example.com/logo.png" };
    expect(changedTemplateFields({ ...withLogo, logoUrl: null }, withLogo)).toEqual({ logoUrl: null });
  });
});

describe("templateFieldsOf", () => {
  it("drops the template's ids so the form and the PATCH carry design fields only", () => {
    const template = { ...saved, id: "6f1c2b8e-0000-4000-8000-000000000001", stampCardId: "x" };
    expect(templateFieldsOf(template)).toEqual(saved);
  });
});
