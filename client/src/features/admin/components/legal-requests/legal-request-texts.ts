import type { LegalRequestDto } from '@power-gym/contracts';

/** Who made a request, as the admin reads it: the member's name, or the address typed. */
export const requesterOf = (request: Pick<LegalRequestDto, 'member' | 'email'>) =>
  request.member?.name ?? request.email;

/** The Spanish texts of 'Solicitudes' (issue 34). */
export const LEGAL_REQUEST_ADMIN_TEXTS = {
  title: 'Solicitudes',
  intro:
    'Pedidos de arrepentimiento y de baja. Las confirmadas que esperan a la administración se resuelven o se rechazan con un motivo.',
  loading: 'Cargando solicitudes…',
  loadFailed: 'No pudimos cargar las solicitudes.',
  empty: 'No hay solicitudes.',
  emptyIn: (state: string) => `No hay solicitudes en estado '${state}'.`,
  filter: 'Estado',
  all: 'Todos',
  pages: 'Páginas de solicitudes',
  columns: {
    code: 'Código',
    kind: 'Tipo',
    member: 'Socio',
    order: 'Orden',
    state: 'Estado',
    reason: 'Motivo',
    created: 'Creada',
    confirmed: 'Confirmada',
    resolved: 'Resuelta',
    actions: 'Acciones',
  },
  none: '—',
  order: (orderId: number) => `N° ${orderId}`,
  resolve: {
    button: 'Resolver',
    label: (code: string) => `Resolver la solicitud ${code}`,
    title: (code: string) => `¿Resolver la solicitud ${code}?`,
    detail: (request: LegalRequestDto) =>
      request.kind === 'Arrepentimiento'
        ? `Se reembolsará la orden N° ${request.orderId ?? '—'} de ${requesterOf(request)}.`
        : `Se darán de baja los débitos automáticos y las renovaciones pendientes de ${requesterOf(request)}; sus clases pagas siguen hasta su fin.`,
    confirmButton: 'Sí, resolver',
    cancelButton: 'No',
    success: 'Solicitud resuelta',
    failure: 'No se pudo resolver la solicitud',
  },
  reject: {
    button: 'Rechazar',
    label: (code: string) => `Rechazar la solicitud ${code}`,
    title: (code: string) => `Rechazar la solicitud ${code}`,
    detail: (request: LegalRequestDto) =>
      `Indicá el motivo: es la respuesta que recibirá ${requesterOf(request)}.`,
    reason: 'Motivo del rechazo',
    back: 'Volver',
    submit: 'Rechazar solicitud',
    success: 'Solicitud rechazada',
    failure: 'No se pudo rechazar la solicitud',
  },
} as const;
