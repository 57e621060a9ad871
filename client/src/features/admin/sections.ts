/** The dashboard's sections, in side bar order; `id` is the ?seccion= value and the edit route's item. */
export const ADMIN_SECTIONS = [
  { id: 'usuarios', label: 'Usuarios' },
  { id: 'clases', label: 'Clases' },
  { id: 'instructores', label: 'Instructores' },
  { id: 'ordenes', label: 'Ordenes' },
  { id: 'dias-y-horas', label: 'Dias y horas' },
  { id: 'descuentos', label: 'Descuentos' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
/** Sections with an edit page (orders are only cancelled). */
export type EditableSectionId = Exclude<AdminSectionId, 'ordenes'>;

export const DEFAULT_SECTION: AdminSectionId = 'usuarios';

export function isAdminSection(value: string | null | undefined): value is AdminSectionId {
  return ADMIN_SECTIONS.some((section) => section.id === value);
}

export function isEditableSection(value: string | null | undefined): value is EditableSectionId {
  return isAdminSection(value) && value !== 'ordenes';
}

export function sectionLabel(id: AdminSectionId): string {
  return ADMIN_SECTIONS.find((section) => section.id === id)?.label ?? id;
}

/** 'Editar {item}': the item is the lowercase section name. */
export function editTitle(id: EditableSectionId): string {
  return `Editar ${sectionLabel(id).toLowerCase()}`;
}
