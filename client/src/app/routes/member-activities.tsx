import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MyMemberships } from '@/features/memberships/components/my-memberships';
import { MyActivities } from '@/features/orders/components/my-activities';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { MyAttendance } from '@/features/sessions/components/my-attendance';
import { UpcomingClasses } from '@/features/sessions/components/upcoming-classes';
import { MyWaitlist } from '@/features/waitlist/components/my-waitlist';

/**
 * 'Mis actividades': the member's waitlist first (a place freed for them must be paid in time; the
 * offer mail links here), their coming classes ('Próximas clases': 'No voy', make-ups), what
 * became of their last 30 days' classes ('Mi asistencia'), their memberships ('Mis abonos'), then
 * the classes they bought with the review form under each one's 'mostrar'.
 */
export function MemberActivities({ userId }: { userId: number }) {
  return (
    <Stack spacing={4}>
      <Typography variant="h3" component="h1">
        Mis actividades
      </Typography>
      <MyWaitlist />
      <UpcomingClasses />
      <MyAttendance />
      <MyMemberships />
      <MyActivities
        userId={userId}
        renderReview={(activity, activities) => (
          <ReviewForm userId={userId} activities={activities} activityId={activity.id} />
        )}
      />
    </Stack>
  );
}
