import { loadSections, useTranslation } from "@stampwise/i18n";
import { Mail } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { i18n } from "../../../shared/i18n";
import { useNearViewport } from "../use-near-viewport";
import { LandingSection } from "./landing-section";

// The form brings react-hook-form, zod and the field messages' texts: loaded as the reader nears
// it, not with the first paint.
const ContactForm = lazy(async () => {
  const [module] = await Promise.all([import("./contact-form"), loadSections(i18n, ["validation"])]);
  return { default: module.ContactForm };
});

export function ContactSection() {
  const { t } = useTranslation();
  const formSlot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formSlot);
  return (
    <LandingSection
      id="contact"
      title={t("landing.contact.title")}
      description={t("landing.contact.description")}
      className="bg-muted/50"
    >
      <div className="mx-auto max-w-xl rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <Mail aria-hidden className="mb-6 size-8 text-primary" />
        {/* The slot keeps the form's height while it loads, so nothing below it moves. */}
        <div ref={formSlot} className="min-h-[23.5rem]">
          {near && (
            <Suspense fallback={<span className="sr-only">{t("common.loading")}</span>}>
              <ContactForm />
            </Suspense>
          )}
        </div>
      </div>
    </LandingSection>
  );
}
