import type {
  IdentityService,
  LoginResponse,
  Session as SessionMessage,
  User as UserMessage,
} from '@ritual/proto/ritual/v1/identity';
import type { AsyncService } from '@ritual/runtime';
import type { Accounts, User } from '../domain/accounts.js';
import { publicUser } from '../domain/accounts.js';
import type { AuditLog } from '../domain/audit-log.js';
import { deviceOf } from '../domain/devices.js';
import type { MyAccount, SessionView } from '../domain/my-account.js';
import type { ClientInfo } from '../domain/sessions.js';
import type { IssuedToken } from '../domain/tokens.js';

function userMessage(user: User): UserMessage {
  return { id: user.id, username: user.username, email: user.email, created_at: user.createdAt.toISOString() };
}

const clientOf = (request: { ip: string; user_agent: string }): ClientInfo => ({
  ip: request.ip,
  userAgent: request.user_agent,
  device: deviceOf(request.user_agent),
});

const tokenResponse = (token: IssuedToken): LoginResponse => ({
  access_token: token.accessToken,
  token_type: 'bearer',
  expires_in: token.expiresIn,
  mfa_required: false,
  mfa_token: '',
});

const sessionMessage = ({ session, current }: SessionView): SessionMessage => ({
  id: session.id,
  device: session.device,
  ip: session.ip,
  started_at: session.createdAt.toISOString(),
  last_seen_at: session.lastSeenAt.toISOString(),
  current,
});

export function identityHandlers(
  accounts: Accounts,
  myAccount: MyAccount,
  audit: AuditLog,
): AsyncService<typeof IdentityService> {
  return {
    login: async (request) => {
      const result = await accounts.login(request.username, request.password, clientOf(request));
      if (result.token) return tokenResponse(result.token);
      return { access_token: '', token_type: '', expires_in: 0, mfa_required: true, mfa_token: result.mfaToken };
    },
    loginMfa: async (request) =>
      tokenResponse(await accounts.loginMfa(request.mfa_token, request.code, clientOf(request))),
    verifyToken: async ({ access_token }) => {
      const caller = await accounts.verifyToken(access_token);
      return {
        user: userMessage(publicUser(caller.user)),
        session_id: caller.sessionId,
        two_factor_setup_required: caller.requireTwoFactor && !caller.twoFactorEnabled,
      };
    },
    listUsers: async () => ({ users: (await accounts.listUsers()).map(userMessage) }),
    createUser: async ({ store_name, ...user }) => userMessage(await accounts.createUser(user, store_name)),
    deleteUser: async ({ id }) => {
      await accounts.deleteUser(id);
      return {};
    },
    recordAudit: (entry) => audit.record(entry),
    listAudit: async (query) => {
      const page = await audit.page(query);
      return { entries: page.entries, next_before_id: page.nextBeforeId };
    },

    logout: async (request) => {
      await myAccount.logout(request.access_token, clientOf(request));
      return {};
    },
    getAccount: async ({ access_token }) => {
      const view = await myAccount.view(access_token);
      return {
        user: userMessage(view.user),
        two_factor_enabled: view.twoFactorEnabled,
        recovery_codes_left: view.recoveryCodesLeft,
        two_factor_required: view.twoFactorRequired,
        two_factor_setup_required: view.twoFactorSetupRequired,
        notice: {
          failed_attempts: view.notice.failedAttempts,
          new_device_sign_ins: view.notice.newDeviceSignIns,
          since: view.notice.since?.toISOString() ?? '',
          default_password: view.notice.defaultPassword,
        },
      };
    },
    markNoticeSeen: async ({ access_token }) => {
      await myAccount.markNoticeSeen(access_token);
      return {};
    },
    listSessions: async ({ access_token }) => ({
      sessions: (await myAccount.listSessions(access_token)).map(sessionMessage),
    }),
    endSession: async (request) => {
      await myAccount.endSession(request.access_token, request.session_id, clientOf(request));
      return {};
    },
    endOtherSessions: async (request) => ({
      ended: await myAccount.endOtherSessions(request.access_token, clientOf(request)),
    }),
    listActivity: async ({ access_token }) => ({
      events: (await myAccount.activity(access_token)).map((row) => ({
        id: row.id,
        event: row.event,
        at: row.at.toISOString(),
        ip: row.ip,
        device: row.device,
        description: row.description,
      })),
    }),
    setupTwoFactor: async ({ access_token, issuer }) => {
      const setup = await myAccount.setupTwoFactor(access_token, issuer);
      return { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: setup.qrSvg };
    },
    confirmTwoFactor: async (request) => ({
      codes: await myAccount.confirmTwoFactor(request.access_token, request.code, clientOf(request)),
    }),
    disableTwoFactor: async (request) => {
      await myAccount.disableTwoFactor(request.access_token, request.password, request.code, clientOf(request));
      return {};
    },
    changePassword: async (request) => ({
      ended: await myAccount.changePassword(
        request.access_token,
        { current: request.current_password, next: request.new_password, storeName: request.store_name },
        clientOf(request),
      ),
    }),
    getSecuritySettings: async () => ({ require_two_factor: (await myAccount.getSettings()).requireTwoFactor }),
    updateSecuritySettings: async (request) => {
      const settings = await myAccount.updateSettings(
        request.access_token,
        { requireTwoFactor: request.require_two_factor },
        clientOf(request),
      );
      return { require_two_factor: settings.requireTwoFactor };
    },
    endUserSessions: async (request) => ({
      ended: await myAccount.endUserSessions(request.access_token, request.user_id, clientOf(request)),
    }),
  };
}
