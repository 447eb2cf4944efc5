import { z } from 'zod';
import { PASSWORD_TOO_SHORT, SessionsEnded, User } from './auth.js';
import { body, dateTime, flag, INVALID_VALUE, Message, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN, TWO_FACTOR_SETUP_REQUIRED } from './texts.js';

export const SESSION_NOT_FOUND = 'Sessão não encontrada';
export const TWO_FACTOR_ALREADY_ON = 'A verificação em duas etapas já está ativa';
export const TWO_FACTOR_SETUP_FIRST = 'Inicie a configuração antes de confirmar';
export const TWO_FACTOR_INVALID_CODE = 'Código inválido';
export const TWO_FACTOR_WRONG_PASSWORD_OR_CODE = 'Senha ou código inválido';
export const TWO_FACTOR_REQUIRED_BY_STORE = 'A loja exige verificação em duas etapas';
export const ENABLE_TWO_FACTOR_FIRST = 'Ative a verificação em duas etapas na sua conta antes de exigi-la';
export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';

export const AccountNotice = z
  .strictObject({
    failed_attempts: z.number().int().meta({ description: 'Failed sign-ins or codes since the previous visit' }),
    new_device_sign_ins: z
      .number()
      .int()
      .meta({ description: 'Sign-ins from a device (browser and system) not seen before, since the previous visit' }),
    since: dateTime('The previous visit (POST /account/notice/seen); null before the first').nullable(),
    default_password: z.boolean().meta({ description: 'The development default password is in use' }),
  })
  .meta({ id: 'AccountNotice' });
export type AccountNotice = z.infer<typeof AccountNotice>;

export const Account = z
  .strictObject({
    user: User,
    two_factor_enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
    two_factor_required: z.boolean().meta({ description: 'The store requires two-step sign-in of every admin' }),
    two_factor_setup_required: z
      .boolean()
      .meta({ description: 'Required and not enabled: only the setup routes answer until it is' }),
    notice: AccountNotice,
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

export const Session = z
  .strictObject({
    id: z.string().meta({ description: 'Session id (UUID)' }),
    device: z.string().meta({ description: 'Browser and system from the User-Agent, e.g. "Chrome no Android"' }),
    ip: z.string(),
    started_at: dateTime(),
    last_seen_at: dateTime(),
    current: z.boolean().meta({ description: 'The session of this request' }),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

export const ACTIVITY_EVENTS = [
  'login',
  'login_failed',
  'mfa_failed',
  'logout',
  'session_ended',
  'sessions_ended',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'password_changed',
] as const;
export type ActivityEventName = (typeof ACTIVITY_EVENTS)[number];

export const ActivityEvent = z
  .strictObject({
    id: z.number().int(),
    event: z.enum(ACTIVITY_EVENTS),
    at: dateTime(),
    ip: z.string(),
    device: z.string(),
    description: z.string().meta({ description: 'pt-BR, e.g. "Entrada com verificação em duas etapas"' }),
  })
  .meta({ id: 'ActivityEvent' });
export type ActivityEvent = z.infer<typeof ActivityEvent>;

export const TwoFactorSetup = z
  .strictObject({
    secret: z.string().meta({ description: 'Base32, to type into the app' }),
    otpauth_url: z.string().meta({ description: 'otpauth://totp/<store>:<username>?secret=…&issuer=…' }),
    qr_svg: z.string().meta({ description: 'An <svg> QR code of otpauth_url' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorCode = requires(body({ code: text.meta({ description: '6 digits from the app' }) }), [
  'code',
]).meta({ id: 'TwoFactorCode' });
export type TwoFactorCode = z.input<typeof TwoFactorCode>;

export const RecoveryCodes = z
  .strictObject({
    recovery_codes: z.array(z.string()).meta({ description: '10 single-use codes (xxxxx-xxxxx), shown only now' }),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TwoFactorDisable = requires(
  body({
    password: text.meta({ format: 'password' }),
    code: text.meta({ description: 'A code of the app or a recovery code' }),
  }),
  ['password', 'code'],
).meta({ id: 'TwoFactorDisable' });
export type TwoFactorDisable = z.input<typeof TwoFactorDisable>;

export const PasswordChange = requires(
  body({
    current_password: text.meta({ format: 'password' }),
    new_password: text.meta({
      description: 'At least 6 characters, not a common password, without the user or store name',
      format: 'password',
    }),
  }),
  ['current_password', 'new_password'],
).meta({ id: 'PasswordChange' });
export type PasswordChange = z.input<typeof PasswordChange>;

export const SecuritySettings = z
  .strictObject({
    require_two_factor: z.boolean().meta({ description: '"Exigir verificação em duas etapas" of every admin' }),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const SecuritySettingsInput = requires(body({ require_two_factor: flag }), ['require_two_factor']).meta({
  id: 'SecuritySettingsInput',
});
export type SecuritySettingsInput = z.input<typeof SecuritySettingsInput>;

const sessionId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, SESSION_NOT_FOUND)
  .meta({ override: { type: 'string', format: 'uuid', pattern: undefined } });

export const accountApi = apiArea(
  {
    name: 'Account',
    description:
      'The signed-in admin’s own account: two-step sign-in, sessions, sign-in history, password; and the store’s ' +
      'security settings. While the store requires two-step sign-in and the admin has none, every admin route but ' +
      `GET /auth/me, GET /account, POST /account/two-factor/setup|confirm and POST /auth/logout answers 403 "${TWO_FACTOR_SETUP_REQUIRED}".`,
  },
  {
    getAccount: {
      method: 'get',
      path: '/account',
      summary: 'The signed-in admin’s account and security notice',
      access: 'admin',
      response: Account,
      errors: { 401: MISSING_TOKEN },
    },
    markNoticeSeen: {
      method: 'post',
      path: '/account/notice/seen',
      summary: 'Record that the dashboard showed the notice',
      access: 'admin',
      response: Message,
      errors: { 401: MISSING_TOKEN },
    },
    listSessions: {
      method: 'get',
      path: '/account/sessions',
      summary: 'The admin’s live sessions, newest first',
      access: 'admin',
      response: z.array(Session),
      errors: { 401: MISSING_TOKEN },
    },
    endOtherSessions: {
      method: 'post',
      path: '/account/sessions/end-others',
      summary: 'End every session of the admin but this one',
      access: 'admin',
      response: SessionsEnded,
      errors: { 401: MISSING_TOKEN },
    },
    endSession: {
      method: 'delete',
      path: '/account/sessions/:id',
      summary: 'End one of the admin’s sessions',
      description: 'Its token answers 401 within 5 seconds.',
      access: 'admin',
      params: z.object({ id: sessionId }),
      response: Message,
      errors: { 401: MISSING_TOKEN, 404: SESSION_NOT_FOUND },
    },
    listActivity: {
      method: 'get',
      path: '/account/activity',
      summary: 'The admin’s last 20 sign-in and security events, newest first',
      access: 'admin',
      response: z.array(ActivityEvent),
      errors: { 401: MISSING_TOKEN },
    },
    setupTwoFactor: {
      method: 'post',
      path: '/account/two-factor/setup',
      summary: 'Start turning on two-step sign-in',
      description: 'A new setup replaces one not yet confirmed.',
      access: 'admin',
      response: TwoFactorSetup,
      errors: { 401: MISSING_TOKEN, 409: TWO_FACTOR_ALREADY_ON },
    },
    confirmTwoFactor: {
      method: 'post',
      path: '/account/two-factor/confirm',
      summary: 'Turn on two-step sign-in with a first code',
      access: 'admin',
      body: { json: TwoFactorCode },
      response: RecoveryCodes,
      errors: { 400: TWO_FACTOR_INVALID_CODE, 401: MISSING_TOKEN, 409: TWO_FACTOR_SETUP_FIRST },
    },
    disableTwoFactor: {
      method: 'post',
      path: '/account/two-factor/disable',
      summary: 'Turn off two-step sign-in',
      access: 'admin',
      body: { json: TwoFactorDisable },
      response: Message,
      errors: { 401: TWO_FACTOR_WRONG_PASSWORD_OR_CODE, 409: TWO_FACTOR_REQUIRED_BY_STORE },
    },
    changePassword: {
      method: 'post',
      path: '/account/password',
      summary: 'Change the admin’s password and end its other sessions',
      access: 'admin',
      body: { json: PasswordChange },
      response: SessionsEnded,
      errors: { 400: PASSWORD_TOO_SHORT, 401: WRONG_CURRENT_PASSWORD },
    },
    getSecuritySettings: {
      method: 'get',
      path: '/security-settings',
      summary: 'The store’s security settings',
      access: 'admin',
      response: SecuritySettings,
      errors: { 401: MISSING_TOKEN },
    },
    updateSecuritySettings: {
      method: 'put',
      path: '/security-settings',
      summary: 'Change the store’s security settings',
      description: 'Requiring two-step sign-in needs it on for the admin turning the setting on.',
      access: 'admin',
      body: { json: SecuritySettingsInput },
      response: SecuritySettings,
      errors: { 400: INVALID_VALUE, 401: MISSING_TOKEN, 409: ENABLE_TWO_FACTOR_FIRST },
    },
  },
);
