import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { AudienceSection } from '../components/audience-section.tsx';
import { CtaSection } from '../components/cta-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { TrustSection } from '../components/trust-section.tsx';

/** The hero hydrates first; each section below it on its own, after (D208). */
export function LandingPage() {
  return (
    <>
      <title>Rinkside · Build your profile. Get discovered.</title>
      <HeroSection />
      <HydrateLater>
        <FeaturesSection />
      </HydrateLater>
      <HydrateLater>
        <AudienceSection />
      </HydrateLater>
      <HydrateLater>
        <TrustSection />
      </HydrateLater>
      <HydrateLater>
        <CtaSection />
      </HydrateLater>
    </>
  );
}
