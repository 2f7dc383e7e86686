import { CtaSection } from './cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { WhyChooseSection } from './why-choose-section';

/** The first route: kept free of data and heavy libraries so it paints fast. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <WhyChooseSection />
      <CtaSection />
    </>
  );
}
