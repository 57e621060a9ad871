import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  ROLE_LABELS,
  type AuditEntryDto,
} from '@power-gym/contracts';
import { AUDIT_TEXTS as TEXTS } from './audit-texts';

/** How many changed fields the 'Cambios' column names before '… y N cambios más'. */
export const SUMMARY_FIELDS = 3;
/** A longer value is cut in the summary (the detail shows it whole). */
const SHORT_VALUE = 40;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value as the admin reads it: text as is, yes/no, '—' for none, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return TEXTS.none;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'boolean') return value ? TEXTS.yes : TEXTS.no;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

const shortText = (value: unknown) => {
  const text = valueText(value);
  return text.length > SHORT_VALUE ? `${text.slice(0, SHORT_VALUE - 1)}…` : text;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A state as named fields: an object's own, or any other value under no name. */
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : { '': value });

/** The fields whose value differs between `before` and `after`, in the order they first appear. */
export function changedFields(before: unknown, after: unknown): string[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys.filter((key) => !same(was[key], is[key]));
}

/**
 * 'Cambios': 'Creado' without a before, 'Eliminado' without an after, else the fields that differ
 * ('price: 9000 → 12000'), the first few and how many more.
 */
export function changeSummary({ before, after }: Pick<AuditEntryDto, 'before' | 'after'>): string {
  const hadBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hadBefore && !hasAfter) return TEXTS.none;
  if (!hadBefore) return TEXTS.created;
  if (!hasAfter) return TEXTS.deleted;
  const keys = changedFields(before, after);
  if (keys.length === 0) return TEXTS.unchanged;
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const lines = keys.slice(0, SUMMARY_FIELDS).map((key) => {
    const change = `${shortText(was[key])} → ${shortText(is[key])}`;
    return key === '' ? change : `${key}: ${change}`;
  });
  const rest = keys.length - SUMMARY_FIELDS;
  return rest > 0 ? `${lines.join('; ')}; ${TEXTS.more(rest)}` : lines.join('; ');
}

/** 'Quién': the name and role ('Ana Gómez (Socio)'), or 'Sin sesión'. */
export const actorText = ({ actor }: Pick<AuditEntryDto, 'actor'>) =>
  actor === null ? TEXTS.noSession : `${actor.name} (${ROLE_LABELS[actor.role]})`;

/** 'Acción': the contract's Spanish label; an action this client does not know, as sent. */
export const actionText = ({ action }: Pick<AuditEntryDto, 'action'>) =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** 'Qué': the table and the row's key ('Activity#12'), or the table alone. */
/** 'Clase N° 12', 'Feriado o cierre 2026-12-24', 'Solicitud PG-…'; a table the contract does not name, as is. */
export function entityText({ entity, entityId }: Pick<AuditEntryDto, 'entity' | 'entityId'>) {
  const label = AUDIT_ENTITIES[entity] ?? entity;
  if (entityId === null) return label;
  return /^\d+$/.test(entityId) ? `${label} N° ${entityId}` : `${label} ${entityId}`;
}

/** A state's fields for the detail's list: an object's own, any other value under '—'. */
export function fieldRows(value: unknown): { key: string; value: string }[] {
  return Object.entries(fieldsOf(value)).map(([key, field]) => ({
    key: key === '' ? TEXTS.none : key,
    value:
      isFields(field) || Array.isArray(field) ? JSON.stringify(field, null, 2) : valueText(field),
  }));
}
