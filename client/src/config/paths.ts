export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeSection: {
    getHref: (section: 'home' | 'about' | 'clases' | 'section-testimonials') => `/#${section}`,
  },
  classDetail: { path: '/clases/:id', getHref: (id: number | string) => `/clases/${id}` },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  about: { path: '/about', getHref: () => '/about' },
  recipe: { path: '/recipes/:id', getHref: (id: number | string) => `/recipes/${id}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  /** 'Horarios', the public weekly timetable: `?clase=<activityId>` filters it. */
  timetable: { path: '/horarios', getHref: () => '/horarios' },
  /** 'Botón de arrepentimiento' (Ley 24.240 art. 34): revoke a purchase, no sign-in. */
  arrepentimiento: { path: '/arrepentimiento', getHref: () => '/arrepentimiento' },
  /** 'Botón de baja': end every débito automático and renewal, no sign-in. */
  baja: { path: '/baja', getHref: () => '/baja' },
  /** The mailed link of a request (contracts' legalRequestConfirmPath): asks before it confirms. */
  legalRequestConfirm: { path: '/solicitudes/:code/confirmar' },
  socioDashboard: {
    path: '/sociodashboard',
    /** `section` opens one of its sections (?seccion=), as the mails' links do. */
    getHref: (section?: 'pase' | 'actividades' | 'compras') =>
      section ? `/sociodashboard?seccion=${section}` : '/sociodashboard',
  },
  adminDashboard: { path: '/admindashboard', getHref: () => '/admindashboard' },
  /** The front desk: check-in, today's classes, desk sales and the day's cash. */
  recepcion: { path: '/recepcion', getHref: () => '/recepcion' },
  /** A profesor's classes and their rosters. */
  profesor: { path: '/profesor', getHref: () => '/profesor' },
  adminEdit: {
    path: '/admindashboard/:item/edit/:id',
    getHref: (item: string, id: number | string) => `/admindashboard/${item}/edit/${id}`,
  },
} as const;
