import { notFound, permissionDenied, unauthenticated } from '@ritual/runtime';
import { isProtected, PROTECTED_USER, publicUser, USER_NOT_FOUND, type User } from './accounts.js';
import { DEV_ADMIN_PASSWORD } from './admin-bootstrap.js';
import type { ActivityRow, AuditLog, SecurityEvent } from './audit-log.js';
import { checkNewPassword } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SecuritySettings, SecuritySettingsStore } from './security-settings.js';
import type { Caller, SessionGuard } from './session-guard.js';
import type { ClientInfo, SessionRow, SessionStore } from './sessions.js';
import { conflict, type SecondFactor, TWO_FACTOR_NOT_ON, type TwoFactorSetup } from './two-factor.js';
import type { UserStore } from './user-store.js';

export const SESSION_NOT_FOUND = 'Sessão não encontrada';
export const TWO_FACTOR_WRONG_PASSWORD_OR_CODE = 'Senha ou código inválido';
export const TWO_FACTOR_REQUIRED_BY_STORE = 'A loja exige verificação em duas etapas';
export const ENABLE_TWO_FACTOR_FIRST = 'Ative a verificação em duas etapas na sua conta antes de exigi-la';
export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';

const ACTIVITY_SHOWN = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountView {
  user: User;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  twoFactorRequired: boolean;
  twoFactorSetupRequired: boolean;
  notice: { failedAttempts: number; newDeviceSignIns: number; since: Date | null; defaultPassword: boolean };
}

export interface SessionView {
  session: SessionRow;
  current: boolean;
}

const othersEnded = (count: number) =>
  count === 0
    ? 'nenhuma outra sessão ativa'
    : count === 1
      ? '1 outra sessão encerrada'
      : `${count} outras sessões encerradas`;
const sessionsEnded = (count: number) => (count === 1 ? '1 sessão encerrada' : `${count} sessões encerradas`);

/** What a signed-in admin does to its own account, and the store's security settings. */
export class MyAccount {
  /** Whether a password hash is of the development default: one argon2 check per hash, not per visit. */
  private readonly defaultPasswordByHash = new Map<string, boolean>();

  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly guard: SessionGuard,
    private readonly secondFactor: SecondFactor,
    private readonly settings: SecuritySettingsStore,
    private readonly audit: AuditLog,
  ) {}

  async logout(token: string, client: ClientInfo): Promise<void> {
    const caller = await this.guard.verify(token);
    await this.sessions.end(caller.user.id, caller.sessionId, 'logout', this.guard.now());
    this.guard.forget(caller.sessionId);
    await this.record(caller, 'logout', 'Saída', client);
  }

  async view(token: string): Promise<AccountView> {
    const caller = await this.guard.verify(token);
    const { user } = caller;
    const since = user.noticeSeenAt;
    const [twoFactorEnabled, failedAttempts, newDeviceSignIns, defaultPassword] = await Promise.all([
      this.secondFactor.isEnabled(user.id),
      this.audit.countSince(user.id, ['login_failed', 'mfa_failed'], since),
      this.audit.newDeviceSignIns(user.id, since),
      this.isDefaultPassword(user.passwordHash),
    ]);
    const { requireTwoFactor } = await this.settings.get();
    return {
      user: publicUser(user),
      twoFactorEnabled,
      recoveryCodesLeft: twoFactorEnabled ? await this.secondFactor.recoveryCodesLeft(user.id) : 0,
      twoFactorRequired: requireTwoFactor,
      twoFactorSetupRequired: requireTwoFactor && !twoFactorEnabled,
      notice: { failedAttempts, newDeviceSignIns, since, defaultPassword },
    };
  }

  async markNoticeSeen(token: string): Promise<void> {
    const caller = await this.guard.verify(token);
    await this.users.setNoticeSeen(caller.user.id, this.guard.now());
    // The cached caller holds the previous visit: the next GET /account must count from now.
    this.guard.forget(caller.sessionId);
  }

  async listSessions(token: string): Promise<SessionView[]> {
    const caller = await this.guard.verify(token);
    const live = await this.sessions.listLive(caller.user.id, this.guard.activeSince());
    return live.map((session) => ({ session, current: session.id === caller.sessionId }));
  }

  async endSession(token: string, sessionId: string, client: ClientInfo): Promise<void> {
    const caller = await this.guard.verify(token);
    const ended = UUID.test(sessionId)
      ? await this.sessions.end(caller.user.id, sessionId.toLowerCase(), 'ended', this.guard.now())
      : undefined;
    if (!ended) throw notFound(SESSION_NOT_FOUND);
    this.guard.forget(ended.id);
    await this.record(
      caller,
      'session_ended',
      `Sessão encerrada: ${ended.device} (${ended.ip || 'IP desconhecido'})`,
      client,
    );
  }

  async endOtherSessions(token: string, client: ClientInfo): Promise<number> {
    const caller = await this.guard.verify(token);
    const ended = await this.endAll(caller.user.id, 'others_ended', caller.sessionId);
    await this.record(caller, 'sessions_ended', `Outras sessões encerradas: ${othersEnded(ended)}`, client);
    return ended;
  }

  async activity(token: string): Promise<ActivityRow[]> {
    const caller = await this.guard.verify(token);
    return this.audit.activity(caller.user.id, ACTIVITY_SHOWN);
  }

  async setupTwoFactor(token: string, issuer: string): Promise<TwoFactorSetup> {
    const caller = await this.guard.verify(token);
    return this.secondFactor.setup(caller.user, issuer);
  }

  async confirmTwoFactor(token: string, code: string, client: ClientInfo): Promise<string[]> {
    const caller = await this.guard.verify(token);
    const codes = await this.secondFactor.confirm(caller.user.id, code);
    this.guard.forgetUser(caller.user.id);
    await this.record(caller, 'two_factor_enabled', 'Verificação em duas etapas ativada', client);
    return codes;
  }

  async disableTwoFactor(token: string, password: string, code: string, client: ClientInfo): Promise<void> {
    const caller = await this.guard.verify(token);
    if ((await this.settings.get()).requireTwoFactor) throw conflict(TWO_FACTOR_REQUIRED_BY_STORE);
    if (!(await this.secondFactor.isEnabled(caller.user.id))) throw conflict(TWO_FACTOR_NOT_ON);
    // The password first: a wrong one must not spend the code.
    const passwordOk = !!password && (await verifyPassword(caller.user.passwordHash, password));
    if (!passwordOk || !(await this.secondFactor.check(caller.user.id, code))) {
      throw unauthenticated(TWO_FACTOR_WRONG_PASSWORD_OR_CODE);
    }
    await this.secondFactor.disable(caller.user.id);
    this.guard.forgetUser(caller.user.id);
    await this.record(caller, 'two_factor_disabled', 'Verificação em duas etapas desativada', client);
  }

  /** Changes the password and ends every other session of the account; answers how many. */
  async changePassword(
    token: string,
    passwords: { current: string; next: string; storeName: string },
    client: ClientInfo,
  ): Promise<number> {
    const caller = await this.guard.verify(token);
    const { user } = caller;
    if (!passwords.current || !(await verifyPassword(user.passwordHash, passwords.current))) {
      throw unauthenticated(WRONG_CURRENT_PASSWORD);
    }
    checkNewPassword(passwords.next, { username: user.username, storeName: passwords.storeName });
    await this.users.setPasswordHash(user.id, await hashPassword(passwords.next));
    const ended = await this.endAll(user.id, 'password_changed', caller.sessionId);
    this.guard.forget(caller.sessionId);
    await this.record(caller, 'password_changed', `Senha alterada; ${othersEnded(ended)}`, client);
    return ended;
  }

  getSettings(): Promise<SecuritySettings> {
    return this.settings.get();
  }

  async updateSettings(token: string, settings: SecuritySettings, client: ClientInfo): Promise<SecuritySettings> {
    const caller = await this.guard.verify(token);
    if (settings.requireTwoFactor && !(await this.secondFactor.isEnabled(caller.user.id))) {
      throw conflict(ENABLE_TWO_FACTOR_FIRST);
    }
    await this.settings.set(settings);
    this.guard.forgetAll();
    await this.audit.recordSecurity({
      action: 'security_settings_changed',
      actor: caller.user.username,
      user: caller.user,
      description: settings.requireTwoFactor
        ? 'Verificação em duas etapas passou a ser exigida'
        : 'Verificação em duas etapas deixou de ser exigida',
      client,
    });
    return this.settings.get();
  }

  /** Ends every session of another user; the protected user admin's only by itself (its current one stays). */
  async endUserSessions(token: string, userId: number, client: ClientInfo): Promise<number> {
    const caller = await this.guard.verify(token);
    const target = await this.users.findById(userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    const self = target.id === caller.user.id;
    if (isProtected(target.username) && !self) throw permissionDenied(PROTECTED_USER);
    const ended = await this.endAll(target.id, 'ended_by_admin', self ? caller.sessionId : undefined);
    await this.audit.recordSecurity({
      action: 'sessions_ended',
      actor: caller.user.username,
      user: target,
      description: `Sessões encerradas por ${caller.user.username}: ${sessionsEnded(ended)}`,
      client,
    });
    return ended;
  }

  private async endAll(userId: number, reason: 'others_ended' | 'password_changed' | 'ended_by_admin', keep?: string) {
    const ended = await this.sessions.endAll(userId, reason, this.guard.now(), this.guard.activeSince(), keep);
    this.guard.forgetUser(userId, keep);
    return ended;
  }

  private async isDefaultPassword(passwordHash: string): Promise<boolean> {
    let known = this.defaultPasswordByHash.get(passwordHash);
    if (known === undefined) {
      known = await verifyPassword(passwordHash, DEV_ADMIN_PASSWORD);
      this.defaultPasswordByHash.set(passwordHash, known);
    }
    return known;
  }

  private record(caller: Caller, action: SecurityEvent['action'], description: string, client: ClientInfo) {
    return this.audit.recordSecurity({ action, actor: caller.user.username, user: caller.user, description, client });
  }
}
