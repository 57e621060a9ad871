import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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

  switch (section) {
    case 'usuarios':
      return (
        <RowLoader query={users} id={id}>
          {(user) => <UserEditForm user={user} onSaved={onSaved} />}
        </RowLoader>
      );
    case 'clases':
      return (
        <RowLoader query={activities} id={id}>
          {(activity) => (
            <Stack spacing={3}>
              <ActivityEditForm activity={activity} onSaved={onSaved} />
              <ClassLinksEditor activity={activity} />
            </Stack>
          )}
        </RowLoader>
      );
    case 'instructores':
      return (
        <RowLoader query={trainers} id={id}>
          {(trainer) => <TrainerEditForm trainer={trainer} onSaved={onSaved} />}
        </RowLoader>
      );
    case 'dias-y-horas':
      return (
        <RowLoader query={slots} id={id}>
          {(slot) => <SlotEditForm slot={slot} onSaved={onSaved} />}
        </RowLoader>
      );
    case 'descuentos':
      return (
        <RowLoader query={discounts} id={id}>
          {(discount) => <DiscountEditForm discount={discount} onSaved={onSaved} />}
        </RowLoader>
      );
  }
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
