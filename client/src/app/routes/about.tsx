import { queryStatus } from '@/components/ui/query-error';
import { AboutHero } from '@/features/about/components/about-hero';
import { AboutStory } from '@/features/about/components/about-story';
import { CreditsSection } from '@/features/about/components/credits-section';
import { LocationSection } from '@/features/about/components/location-section';
import { StaffSection } from '@/features/about/components/staff-section';
import { useGetTrainersQuery } from '@/features/trainers/api';

export function AboutRoute() {
  const trainers = useGetTrainersQuery(undefined);
  return (
    <>
      <AboutHero />
      <AboutStory />
      <StaffSection trainers={trainers.data} {...queryStatus(trainers)} />
      <LocationSection />
      <CreditsSection />
    </>
  );
}
