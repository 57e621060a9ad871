import type { SortableList } from '@power-gym/contracts';
import { paths } from '@/config/paths';

/** The dashboard's sections, in side bar order; `id` is the ?seccion= value and the edit route's item. */
export const ADMIN_SECTIONS = [
  { id: 'resumen', label: 'Resumen' },
  { id: 'usuarios', label: 'Usuarios' },
  { id: 'clases', label: 'Clases' },
  { id: 'instructores', label: 'Instructores' },
  { id: 'ordenes', label: 'Ordenes' },
  { id: 'dias-y-horas', label: 'Dias y horas' },
  { id: 'semana', label: 'Semana' },
  { id: 'feriados', label: 'Feriados y cierres' },
  { id: 'descuentos', label: 'Descuentos' },
  { id: 'resenas', label: 'Reseñas' },
  { id: 'solicitudes', label: 'Solicitudes' },
  { id: 'actividad', label: 'Actividad' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
/**
 * The sections that are panels of their own, not a data grid: 'Resumen', 'Semana', 'Feriados y
 * cierres', 'Solicitudes' and 'Actividad' (lists the server neither sorts nor searches).
 */
const PANEL_SECTIONS = ['resumen', 'semana', 'feriados', 'solicitudes', 'actividad'] as const;
type PanelSectionId = (typeof PANEL_SECTIONS)[number];
/** The sections that list one server table in a data grid: all but the panels. */
export type ListSectionId = Exclude<AdminSectionId, PanelSectionId>;
/** The server list behind each section: its header sorts by that list's LIST_SORT_COLUMNS. */
export const SECTION_LISTS: Record<ListSectionId, SortableList> = {
  usuarios: 'users',
  clases: 'activities',
  instructores: 'trainers',
  ordenes: 'orders',
  'dias-y-horas': 'slots',
  descuentos: 'discounts',
  resenas: 'reviews',
};

/** Sections with an edit page (orders are only cancelled, reviews only hidden or shown). */
export type EditableSectionId = Exclude<ListSectionId, 'ordenes' | 'resenas'>;

/** The dashboard opens on 'Resumen' when ?seccion= names no section. */
export const DEFAULT_SECTION: AdminSectionId = 'resumen';

export function isAdminSection(value: string | null | undefined): value is AdminSectionId {
  return ADMIN_SECTIONS.some((section) => section.id === value);
}

export function isEditableSection(value: string | null | undefined): value is EditableSectionId {
  return (
    isAdminSection(value) &&
    value !== 'ordenes' &&
    value !== 'resenas' &&
    !(PANEL_SECTIONS as readonly string[]).includes(value)
  );
}

export function sectionLabel(id: AdminSectionId): string {
  return ADMIN_SECTIONS.find((section) => section.id === id)?.label ?? id;
}

/** 'Editar {item}': the item is the lowercase section name. */
export function editTitle(id: EditableSectionId): string {
  return `Editar ${sectionLabel(id).toLowerCase()}`;
}

/** ?buscar= fills the 'Buscar' box of the section it opens (Resumen links an order by its id). */
export const SEARCH_PARAM = 'buscar';

/** The dashboard at `section`, its search box holding `search` when given. */
export function sectionHref(section: AdminSectionId, search?: string): string {
  const params = new URLSearchParams({ seccion: section });
  if (search !== undefined) params.set(SEARCH_PARAM, search);
  return `${paths.adminDashboard.getHref()}?${params.toString()}`;
}
