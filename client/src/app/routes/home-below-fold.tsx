import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BelowFoldPlaceholder } from '@/components/ui/deferred-mount';
import { useGetActivitiesQuery } from '@/lib/activities';
import { ClassesSection } from '@/features/catalog/components/classes-section';
import { ChatbotBubble } from '@/features/chatbot/components/chatbot-bubble';
import { AboutSection } from '@/features/landing/components/about-section';
import { useGetTimetableQuery } from '@/features/timetable/api';
import { TimetableSection } from '@/features/timetable/components/timetable-section';
import { renderSlotWaitlist } from '@/features/waitlist/components/lazy-slot-waitlist';
import { useGetReviewsQuery } from '@/features/reviews/api';
import { TestimonialsSection } from '@/features/reviews/components/testimonials-section';

/** How long the sections wait for their data before they show their own loading states. */
export const SECTION_DATA_WAIT_MS = 1000;

/**
 * Home below the hero, a chunk of its own: the landing page's first render needs none of it.
 *
 * The sections mount once their data is in (or after SECTION_DATA_WAIT_MS, with their loading
 * states), as a transition: React then renders them in short slices. Mounted before, they would
 * render again when the data arrives, and a store update renders synchronously, in one long task.
 *
 * An address with a #fragment arrives before these sections exist, so the router's scroll found no
 * target; they scroll to it themselves once mounted.
 */
export function HomeBelowFold() {
  const [initialHash] = useState(useLocation().hash);
  const activities = useGetActivitiesQuery(undefined);
  const reviews = useGetReviewsQuery(undefined);
  const timetable = useGetTimetableQuery(undefined);
  const dataSettled = !activities.isLoading && !reviews.isLoading && !timetable.isLoading;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    if (dataSettled) {
      show();
      return;
    }
    const timer = setTimeout(show, SECTION_DATA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [dataSettled, shown]);

  useLayoutEffect(() => {
    if (shown && initialHash)
      document.getElementById(decodeURIComponent(initialHash.slice(1)))?.scrollIntoView();
  }, [shown, initialHash]);

  if (!shown) return <BelowFoldPlaceholder />;
  return (
    <>
      <AboutSection />
      <ClassesSection renderSlotExtra={renderSlotWaitlist} />
      <TimetableSection />
      <TestimonialsSection />
      <ChatbotBubble />
    </>
  );
}
