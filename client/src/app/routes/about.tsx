import { AboutHero } from '@/features/about/components/about-hero';
import { AboutStory } from '@/features/about/components/about-story';
import { CreditsSection } from '@/features/about/components/credits-section';
import { LocationSection } from '@/features/about/components/location-section';
import { StaffSection } from '@/features/about/components/staff-section';
import { useGetTrainersQuery } from '@/features/trainers/api';

export function AboutRoute() {
  const { data, isLoading, isError, isFetching, refetch } = useGetTrainersQuery(undefined);
  return (
    <>
      <AboutHero />
      <AboutStory />
      <StaffSection
        trainers={data}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        onRetry={() => void refetch()}
      />
      <LocationSection />
      <CreditsSection />
    </>
  );
}
