import { AudienceSection } from '../components/audience-section.tsx';
import { CtaSection } from '../components/cta-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { TrustSection } from '../components/trust-section.tsx';

export function LandingPage() {
  return (
    <>
      <title>Rinkside · Build your profile. Get discovered.</title>
      <HeroSection />
      <FeaturesSection />
      <AudienceSection />
      <TrustSection />
      <CtaSection />
    </>
  );
}
