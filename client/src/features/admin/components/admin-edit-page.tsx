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
  useAdminActivityQuery,
  useAdminDiscountQuery,
  useAdminSlotQuery,
  useAdminTrainerQuery,
  useAdminUserQuery,
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
  /** null: a search found no row with that id. */
  data?: T | null | undefined;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * The row comes from the server by its id (the dashboard grid holds only one page), so the form
 * starts from what the server holds; a save refreshes it.
 */
function RowLoader<T extends { id: number }>({
  query,
  children,
}: {
  query: RowQuery<T>;
  children: (row: T) => ReactNode;
}) {
  if (query.isLoading) return <PageLoader />;
  if (query.data === null || isNotFound(query.error)) {
    return <Alert severity="warning">No encontramos ese registro. Quizás fue borrado.</Alert>;
  }
  if (query.isError || !query.data) {
    return (
      <QueryError
        message="No pudimos cargar los datos."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

interface RowEditorProps {
  id: number;
  onSaved: () => void;
}

/** A section's editor: its row read by `useRowQuery`, then edited in `Form`. */
function rowEditor<T extends { id: number }>(
  useRowQuery: (id: number) => RowQuery<T>,
  Form: ComponentType<EditFormProps<T>>,
) {
  return function RowEditor({ id, onSaved }: RowEditorProps) {
    return (
      <RowLoader query={useRowQuery(id)}>{(row) => <Form row={row} onSaved={onSaved} />}</RowLoader>
    );
  };
}

const EDITORS: Record<EditableSectionId, ComponentType<RowEditorProps>> = {
  usuarios: rowEditor(useAdminUserQuery, UserEditForm),
  clases: rowEditor(useAdminActivityQuery, ActivityEditPanel),
  instructores: rowEditor(useAdminTrainerQuery, TrainerEditForm),
  'dias-y-horas': rowEditor(useAdminSlotQuery, SlotEditForm),
  descuentos: rowEditor(useAdminDiscountQuery, DiscountEditForm),
};

function EditContent({ section, ...props }: RowEditorProps & { section: EditableSectionId }) {
  const Editor = EDITORS[section];
  return <Editor {...props} />;
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
