import { MyActivities } from '@/features/orders/components/my-activities';
import { ReviewForm } from '@/features/reviews/components/review-form';

/**
 * 'Mis actividades' (the waitlist, 'Mis abonos', the classes bought) with the review form under
 * each activity's 'mostrar'.
 */
export function MemberActivities({ userId }: { userId: number }) {
  return (
    <MyActivities
      userId={userId}
      renderReview={(activity, activities) => (
        <ReviewForm userId={userId} activities={activities} activityId={activity.id} />
      )}
    />
  );
}
