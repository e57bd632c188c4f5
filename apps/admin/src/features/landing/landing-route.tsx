import { useEffect } from "react";
import { landingSections } from "../../shared/paths";
import { ContactSection } from "./components/contact-section";
import { HeroSection } from "./components/hero-section";
import { InsightsSection } from "./components/insights-section";
import { PricingSection } from "./components/pricing-section";
import { ServicesSection } from "./components/services-section";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { scrollToSection } from "./scroll-to-section";

/** `/`: the public landing page, in the order the navigation lists its sections. */
export function Component() {
  useSectionOfArrivalInView();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <ServicesSection />
        <InsightsSection />
        <PricingSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * Arriving at `/#contact` (a fresh load, or a link from another page), the section is brought into
 * view once the page has rendered; links within the page scroll by themselves (`SectionLink`).
 */
function useSectionOfArrivalInView() {
  useEffect(() => {
    const section = landingSections.find((name) => `#${name}` === window.location.hash);
    if (section) scrollToSection(section);
  }, []);
}
