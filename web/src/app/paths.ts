/** Every route path of the app. Build links with the helpers, never by hand. */
export const paths = {
  home: '/',
  ritual: '/ritual/:slug',
  registration: '/registro/:slug',
  payment: '/pagamento',
  thankYou: '/obrigado',
  admin: '/admin',
} as const;

export const ritualPath = (slug: string) => `/ritual/${encodeURIComponent(slug)}`;
export const registrationPath = (slug: string) => `/registro/${encodeURIComponent(slug)}`;
export const HOME_RITUALS_ANCHOR = 'rituais';
