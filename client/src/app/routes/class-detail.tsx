import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { ClassDetail } from '@/features/catalog/components/class-detail';
import { ClassReviews } from '@/features/reviews/components/class-reviews';
import { renderSlotWaitlist } from '@/features/waitlist/components/lazy-slot-waitlist';

export function ClassDetailRoute() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return (
    <ClassDetail
      id={Number(id)}
      renderSlotExtra={renderSlotWaitlist}
      reviews={<ClassReviews activityId={Number(id)} />}
    />
  );
}
