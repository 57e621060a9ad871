import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  REVIEW_DESCRIPTION_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_TOAST_MS,
  reviewInputSchema,
  type ReviewInput,
  type UserReviewDto,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { apiErrorText } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useGetUserReviewsQuery, usePutReviewMutation } from '../api';

export interface ReviewableActivity {
  id: number;
  name: string;
}

interface ReviewFormProps {
  userId: number;
  /** The activities of the member's paid orders. */
  activities: readonly ReviewableActivity[];
  activityId: number;
}

type ReviewFormValues = z.input<typeof reviewInputSchema>;

const SEND_FAILED = 'No pudimos enviar tu reseña. Intentá de nuevo.';

/** The form for one activity, filled with the member's review of it when there is one. */
function valuesFor(activityId: number, mine: readonly UserReviewDto[] | undefined) {
  const saved = mine?.find((review) => review.activityId === activityId);
  return {
    activityId,
    // No rating yet: the stars start empty and the schema reads the field as missing.
    rating: saved?.rating ?? undefined,
    description: saved?.description ?? '',
  } satisfies Partial<ReviewFormValues>;
}

/** The one warning the original app shows for a missing field, or another field's own message. */
function formWarning(errors: FieldErrors<ReviewFormValues>): string | undefined {
  const messages = [errors.activityId, errors.rating, errors.description]
    .map((error) => error?.message)
    .filter((message): message is string => Boolean(message));
  if (messages.includes(REVIEW_MESSAGES.fieldsRequired)) return REVIEW_MESSAGES.fieldsRequired;
  return messages[0];
}

/** Under 'mostrar' on the member dashboard: stars 1-5, the activity, a comment and 'Enviar'. */
export function ReviewForm({ userId, activities, activityId }: ReviewFormProps) {
  const { data: mine, isLoading } = useGetUserReviewsQuery(userId);
  if (isLoading) {
    return (
      <Typography variant="body2" role="status" sx={{ mt: 2 }}>
        Cargando tu reseña…
      </Typography>
    );
  }
  return (
    <ReviewFormFields userId={userId} activities={activities} activityId={activityId} mine={mine} />
  );
}

function ReviewFormFields({
  userId,
  activities,
  activityId,
  mine,
}: ReviewFormProps & { mine: readonly UserReviewDto[] | undefined }) {
  const id = useId();
  const [putReview] = usePutReviewMutation();
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: valuesFor(activityId, mine),
  });
  const { errors, isSubmitting } = form.formState;
  const warning = formWarning(errors);

  const submit = form.handleSubmit(async (review) => {
    setSendError(null);
    try {
      await putReview({ ...review, userId }).unwrap();
      void showToast(REVIEW_MESSAGES.sent, 'success', REVIEW_TOAST_MS);
    } catch (error) {
      console.error(error);
      setSendError(apiErrorText(error, SEND_FAILED));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Tu reseña"
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2 }}
    >
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" gutterBottom>
            Calificación
          </Typography>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Rating
                name={`${id}-rating`}
                max={REVIEW_RATING_MAX}
                value={field.value ?? null}
                onChange={(_event, value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Box>
        <Controller
          control={form.control}
          name="activityId"
          render={({ field }) => (
            <TextField
              select
              label="Actividad"
              id={`${id}-activity`}
              value={field.value}
              onChange={(event) => {
                // Another activity: show what the member already wrote about it, if anything.
                form.reset(valuesFor(Number(event.target.value), mine));
              }}
              onBlur={field.onBlur}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {activities.map((activity) => (
                <option key={activity.id} value={activity.id}>
                  {activity.name}
                </option>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Comentario"
          multiline
          minRows={3}
          {...form.register('description')}
          error={errors.description?.message === REVIEW_MESSAGES.descriptionTooLong}
          slotProps={{ htmlInput: { maxLength: REVIEW_DESCRIPTION_MAX } }}
        />
        {warning && (
          <Alert severity="warning" role="alert">
            {warning}
          </Alert>
        )}
        {sendError && (
          <Alert severity="error" role="alert">
            {sendError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          Enviar
        </Button>
      </Stack>
    </Box>
  );
}
