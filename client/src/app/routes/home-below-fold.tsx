import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ClassesSection } from '@/features/catalog/components/classes-section';
import { ChatbotBubble } from '@/features/chatbot/components/chatbot-bubble';
import { AboutSection } from '@/features/landing/components/about-section';
import { TestimonialsSection } from '@/features/reviews/components/testimonials-section';

/**
 * Home below the hero, a chunk of its own: the landing page's first render needs none of it. An
 * address with a #fragment arrives before these sections exist, so the router's scroll found no
 * target; they scroll to it themselves once mounted.
 */
export function HomeBelowFold() {
  const [initialHash] = useState(useLocation().hash);
  useLayoutEffect(() => {
    if (initialHash)
      document.getElementById(decodeURIComponent(initialHash.slice(1)))?.scrollIntoView();
  }, [initialHash]);

  return (
    <>
      <AboutSection />
      <ClassesSection />
      <TestimonialsSection />
      <ChatbotBubble />
    </>
  );
}
