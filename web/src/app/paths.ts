/** Every route path of the app. Build links with the helpers, never by hand. */
export const paths = {
  home: '/',
  ritual: '/ritual/:slug',
  registration: '/registro/:slug',
  payment: '/pagamento',
  thankYou: '/obrigado',
  privacy: '/privacidade',
  /** The lasting order page (issue 35): `/pedido/{id}?t={order_token}`, opened from WhatsApp or a saved link. */
  order: '/pedido/:id',
  admin: '/admin',
} as const;

export const ritualPath = (slug: string) => `/ritual/${encodeURIComponent(slug)}`;
export const registrationPath = (slug: string) => `/registro/${encodeURIComponent(slug)}`;
export const HOME_RITUALS_ANCHOR = 'rituais';
/** The query parameter of the order page that carries the order's token. */
export const ORDER_TOKEN_PARAM = 't';
export const orderPath = (id: string | number, orderToken: string) =>
  `/pedido/${encodeURIComponent(String(id))}?${ORDER_TOKEN_PARAM}=${encodeURIComponent(orderToken)}`;

/** The admin area (spec §2), all under paths.admin; the admin feature mounts them below `${paths.admin}/*`. */
export const adminPaths = {
  login: '/admin/login',
  dashboard: '/admin',
  rituals: '/admin/rituais',
  newRitual: '/admin/rituais/novo',
  editRitual: '/admin/rituais/:id/editar',
  clientes: '/admin/clientes',
  receipts: '/admin/comprovantes',
  video: '/admin/envio-video',
  /** Messages the store sends by itself through the WhatsApp Cloud API (issue 35). */
  whatsapp: '/admin/whatsapp',
  users: '/admin/usuarios',
  siteConfig: '/admin/config-site',
  pix: '/admin/pagamento',
  theme: '/admin/tema',
  reports: '/admin/relatorios',
  privacy: '/admin/privacidade',
  /** The audit trail of who handled whose personal data (issue 37). */
  audit: '/admin/auditoria',
  /** The signed-in admin's own account (issue 36): two-step sign-in, sessions, password, activity. */
  account: '/admin/conta',
} as const;

export const editRitualPath = (id: string | number) => `/admin/rituais/${encodeURIComponent(String(id))}/editar`;

/** The privacy desk (issue 37) of one data subject request, on the Privacidade screen. */
export const PRIVACY_REQUEST_PARAM = 'pedido';
/** The privacy desk of one WhatsApp without a request (from a client's row in Clientes). */
export const PRIVACY_WHATSAPP_PARAM = 'whatsapp';
export const privacyRequestPath = (id: string | number) =>
  `${adminPaths.privacy}?${PRIVACY_REQUEST_PARAM}=${encodeURIComponent(String(id))}`;
export const privacyPersonPath = (whatsapp: string) =>
  `${adminPaths.privacy}?${PRIVACY_WHATSAPP_PARAM}=${encodeURIComponent(whatsapp)}`;
