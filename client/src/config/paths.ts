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
  socioDashboard: {
    path: '/sociodashboard',
    /** `section` opens one of its sections (?seccion=), as the mails' links do. */
    getHref: (section?: 'actividades' | 'compras') =>
      section ? `/sociodashboard?seccion=${section}` : '/sociodashboard',
  },
  adminDashboard: { path: '/admindashboard', getHref: () => '/admindashboard' },
  adminEdit: {
    path: '/admindashboard/:item/edit/:id',
    getHref: (item: string, id: number | string) => `/admindashboard/${item}/edit/${id}`,
  },
} as const;
