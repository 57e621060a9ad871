import { useLocation } from 'react-router-dom';
import { DeferredMount } from '@/components/ui/deferred-mount';
import { ClassesSection } from '@/features/catalog/components/classes-section';
import { ChatbotBubble } from '@/features/chatbot/components/chatbot-bubble';
import { AboutSection } from '@/features/landing/components/about-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { TestimonialsSection } from '@/features/reviews/components/testimonials-section';

/** Home: hero, about, classes and testimonials; the public layout adds header, cart and footer. */
export function HomeRoute() {
  const { hash } = useLocation();
  return (
    <>
      <HeroSection />
      {/* Below the fold on every screen (the hero is at least 88vh high). */}
      <DeferredMount immediate={hash !== ''}>
        <AboutSection />
        <ClassesSection />
        <TestimonialsSection />
        <ChatbotBubble />
      </DeferredMount>
    </>
  );
}
