import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityDto } from '@power-gym/contracts';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import {
  useAdminActivitiesQuery,
  useAdminDiscountsQuery,
  useAdminSlotsQuery,
  useAdminTrainersQuery,
  useAdminUsersQuery,
} from '../api';
import { editTitle, isEditableSection, type EditableSectionId } from '../sections';
import { ClassLinksEditor } from './class-links-editor';
import {
  ActivityEditForm,
  DiscountEditForm,
  SlotEditForm,
  type EditFormProps,
  TrainerEditForm,
  UserEditForm,
} from './edit-forms';

export function dashboardSectionHref(section: string) {
  return `${paths.adminDashboard.getHref()}?seccion=${encodeURIComponent(section)}`;
}

interface RowQuery<T> {
  data?: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The row comes from the section's list (cached when arriving from the dashboard, fetched when
 * the page is opened by URL), so the form always starts from what the server holds.
 */
function RowLoader<T extends { id: number }>({
  query,
  id,
  children,
}: {
  query: RowQuery<T>;
  id: number;
  children: (row: T) => ReactNode;
}) {
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data) {
    return (
      <QueryError
        message="No pudimos cargar los datos."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const row = query.data.find((candidate) => candidate.id === id);
  if (!row)
    return <Alert severity="warning">No encontramos ese registro. Quizás fue borrado.</Alert>;
  return children(row);
}

function EditContent({
  section,
  id,
  onSaved,
}: {
  section: EditableSectionId;
  id: number;
  onSaved: () => void;
}) {
  // Only the query of this section runs; the others are skipped.
  const users = useAdminUsersQuery(undefined, { skip: section !== 'usuarios' });
  const activities = useAdminActivitiesQuery(undefined, { skip: section !== 'clases' });
  const trainers = useAdminTrainersQuery(undefined, { skip: section !== 'instructores' });
  const slots = useAdminSlotsQuery(undefined, { skip: section !== 'dias-y-horas' });
  const discounts = useAdminDiscountsQuery(undefined, { skip: section !== 'descuentos' });

  const edit = <T extends { id: number }>(
    query: RowQuery<T>,
    Form: ComponentType<EditFormProps<T>>,
  ) => (
    <RowLoader query={query} id={id}>
      {(row) => <Form row={row} onSaved={onSaved} />}
    </RowLoader>
  );
  switch (section) {
    case 'usuarios':
      return edit(users, UserEditForm);
    case 'clases':
      return edit(activities, ActivityEditPanel);
    case 'instructores':
      return edit(trainers, TrainerEditForm);
    case 'dias-y-horas':
      return edit(slots, SlotEditForm);
    case 'descuentos':
      return edit(discounts, DiscountEditForm);
  }
}

/** A class's own fields, then its slots and trainers. */
function ActivityEditPanel({ row, onSaved }: EditFormProps<ActivityDto>) {
  return (
    <Stack spacing={3}>
      <ActivityEditForm row={row} onSaved={onSaved} />
      <ClassLinksEditor activity={row} />
    </Stack>
  );
}

/** /admindashboard/{item}/edit/{id}. */
export function AdminEditPage({ item, id }: { item: string; id: string }) {
  const navigate = useNavigate();
  const rowId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const backHref = isEditableSection(item)
    ? dashboardSectionHref(item)
    : paths.adminDashboard.getHref();

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={3}>
        <Link
          component={RouterLink}
          to={backHref}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          Volver atrás
        </Link>
        {isEditableSection(item) && rowId !== undefined ? (
          <>
            <Typography variant="h3" component="h1">
              {editTitle(item)}
            </Typography>
            <EditContent section={item} id={rowId} onSaved={() => void navigate(backHref)} />
          </>
        ) : (
          <Alert severity="warning">Esta página de edición no existe.</Alert>
        )}
      </Stack>
    </Box>
  );
}
