import { ContactSection } from "./components/contact-section";
import { HeroSection } from "./components/hero-section";
import { InsightsSection } from "./components/insights-section";
import { PricingSection } from "./components/pricing-section";
import { ServicesSection } from "./components/services-section";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";

/** `/`: the public landing page (spec §1), in the order the navigation lists its sections. */
export function Component() {
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
