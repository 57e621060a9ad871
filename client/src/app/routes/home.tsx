import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { DeferredMount } from '@/components/ui/deferred-mount';
import { HeroSection } from '@/features/landing/components/hero-section';

const HomeBelowFold = lazy(async () => ({
  default: (await import('./home-below-fold')).HomeBelowFold,
}));

/** Home: hero, about, classes and testimonials; the public layout adds header, cart and footer. */
export function HomeRoute() {
  const { hash } = useLocation();
  return (
    <>
      <HeroSection />
      {/* Below the fold on every screen (the hero is at least 88vh high). */}
      <DeferredMount immediate={hash !== ''}>
        <HomeBelowFold />
      </DeferredMount>
    </>
  );
}
