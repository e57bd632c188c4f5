import { type CardTemplateFields, DEFAULT_CARD_TEMPLATE } from "@stampwise/contract";
import { createI18n, I18nProvider, resources } from "@stampwise/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoyaltyCardView, type LoyaltyCardViewProps } from "./loyalty-card-view";

const i18n = createI18n("en-US");
i18n.addSection("en-US", "loyalty", resources["en-US"].loyalty);

const IMAGE = "https://cdn.example.com/picture.png";

function render(template: CardTemplateFields, props: Partial<LoyaltyCardViewProps> = {}): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LoyaltyCardView
        template={template}
        name="Coffee card"
        stampsRequired={6}
        stamps={2}
        milestones={[{ stampsNeeded: 4, rewardName: "Free bun" }]}
        {...props}
      />
    </I18nProvider>,
  );
}

/**
 * For each template field: a starting design in which the field matters (a title image only shows
 * with the image title type) and another value for it. Typed by field so a new template field
 * that is not covered here fails to compile.
 */
const FIELD_CHANGES: {
  [Field in keyof CardTemplateFields]: [Partial<CardTemplateFields>, CardTemplateFields[Field]];
} = {
  titleType: [{ titleImageUrl: IMAGE }, "image"],
  titleColor: [{}, "#ff0000"],
  titleImageUrl: [{ titleType: "image", titleImageUrl: IMAGE }, "https://cdn.example.com/other.png"],
  subtitle: [{}, "Every tenth coffee on us"],
  subtitleColor: [{ subtitle: "Hello" }, "#00ff00"],
  primaryColor: [{}, "#123456"],
  secondaryColor: [{}, "#abcdef"],
  backgroundType: [{}, "gradient"],
  pattern: [{}, "dots"],
  backgroundImageUrl: [
    { backgroundType: "image", backgroundImageUrl: IMAGE },
    "https://cdn.example.com/bg.png",
  ],
  stampIconType: [{ customIconUrl: IMAGE }, "custom"],
  icon: [{}, "coffee"],
  customIconUrl: [{ stampIconType: "custom", customIconUrl: IMAGE }, "https://cdn.example.com/bean.png"],
  stampColor: [{}, "#ff8800"],
  stampColorType: [{}, "gradient"],
  stampBackgroundColor: [{}, "#001122"],
  stampBackgroundColorType: [{}, "gradient"],
  logoUrl: [{}, IMAGE],
  font: [{}, "poppins"],
  spacing: [{}, "spacious"],
  stampSize: [{}, 72],
  animationsEnabled: [{}, false],
  showProgressBar: [{}, false],
};

describe("LoyaltyCardView", () => {
  it.each(Object.entries(FIELD_CHANGES))("changes what it draws when %s changes", (field, [start, value]) => {
    const before = { ...DEFAULT_CARD_TEMPLATE, ...start };
    const after = { ...before, [field]: value };
    expect(render(after)).not.toBe(render(before));
  });

  it("draws every pattern as its own layer", () => {
    const patterns = ["dots", "lines", "squares", "triangles", "circles", "gradient"] as const;
    const drawn = patterns.map((pattern) => render({ ...DEFAULT_CARD_TEMPLATE, pattern }));
    for (const [index, html] of drawn.entries()) expect(html).toContain(`data-pattern="${patterns[index]}"`);
    expect(new Set(drawn).size).toBe(patterns.length);
    expect(render(DEFAULT_CARD_TEMPLATE)).not.toContain("data-pattern");
  });

  it("lays out one slot per required stamp, fills the collected ones and names the milestone", () => {
    const html = render(DEFAULT_CARD_TEMPLATE, { stampsRequired: 10, stamps: 3 });
    expect(html.match(/data-filled="true"/g)).toHaveLength(3);
    expect(html.match(/data-filled="false"/g)).toHaveLength(7);
    expect(html).toContain('aria-label="Stamp 4: reward Free bun"');
    expect(html).toContain("data-milestone-badge");
  });

  it("says the count as text and in an accessible progress bar", () => {
    const html = render(DEFAULT_CARD_TEMPLATE, { stampsRequired: 10, stamps: 3 });
    expect(html).toContain(">3 of 10 stamps<");
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-valuemax="10" aria-valuenow="3" aria-valuetext="3 of 10 stamps"/,
    );
    const hidden = render(
      { ...DEFAULT_CARD_TEMPLATE, showProgressBar: false },
      { stampsRequired: 10, stamps: 3 },
    );
    expect(hidden).not.toContain("progressbar");
    expect(hidden).toContain(">3 of 10 stamps<");
  });

  it("shows the next reward, rewards to collect, and a full card", () => {
    expect(render(DEFAULT_CARD_TEMPLATE)).toContain("Free bun in 2 more stamps");
    expect(render(DEFAULT_CARD_TEMPLATE, { rewardsAvailable: 1 })).toContain("1 reward to collect");
    expect(render(DEFAULT_CARD_TEMPLATE, { stamps: 6 })).toContain("Card full");
  });

  it("uses the title image with the card name as its text, and the text title without an image", () => {
    const image = render({ ...DEFAULT_CARD_TEMPLATE, titleType: "image", titleImageUrl: IMAGE });
    expect(image).toContain(`alt="Coffee card"`);
    expect(image).toContain('data-card-title="image"');
    const missing = render({ ...DEFAULT_CARD_TEMPLATE, titleType: "image", titleImageUrl: null });
    expect(missing).toContain('data-card-title="text"');
  });

  it("draws a custom stamp image only for the custom icon type, the standard icon otherwise", () => {
    const custom = render({ ...DEFAULT_CARD_TEMPLATE, stampIconType: "custom", customIconUrl: IMAGE });
    expect(custom).toContain('data-stamp-icon="custom"');
    const standard = render({ ...DEFAULT_CARD_TEMPLATE, icon: "heart", customIconUrl: IMAGE });
    expect(standard).toContain('data-stamp-icon="heart"');
    expect(standard).not.toContain('data-stamp-icon="custom"');
  });
});
