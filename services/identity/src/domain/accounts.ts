import { randomBytes } from 'node:crypto';
import {
  alreadyExists,
  invalidArgument,
  notFound,
  permissionDenied,
  tooManyRequests,
  unauthenticated,
} from '@ritual/runtime';
import type { AuditLog } from './audit-log.js';
import { type NewUser, validateNewUser } from './new-user.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { Caller, SessionGuard } from './session-guard.js';
import type { ClientInfo } from './sessions.js';
import type { IssuedToken, MfaClaims, TokenIssuer } from './tokens.js';
import type { SecondFactor } from './two-factor.js';
import type { UserRow, UserStore } from './user-store.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_EMAIL = 'admin@localhost';

export const INVALID_CREDENTIALS = 'Credenciais inválidas';
export const CREDENTIALS_REQUIRED = 'Usuário e senha são obrigatórios';
export const CODE_REQUIRED = 'Código é obrigatório';
export const INVALID_MFA_CODE = 'Código inválido ou expirado';
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente em alguns minutos.';
export const USERNAME_TAKEN = 'Nome de usuário já existe';
export const USER_NOT_FOUND = 'Usuário não encontrado';
export const PROTECTED_USER = 'Usuário protegido';

/** Wrong codes one account may get in MFA_FAILURE_WINDOW_MS from all addresses together (the gateway also limits
 * each address): enough for typos, far too few to guess a 6-digit code. */
export const MFA_FAILURES_PER_USER = 20;
export const MFA_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface User {
  id: number;
  username: string;
  email: string;
  createdAt: Date;
}

export type LoginResult = { token: IssuedToken; mfaToken?: undefined } | { token?: undefined; mfaToken: string };

/** Only these fields ever leave the service: never the password hash. */
export function publicUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, createdAt: row.createdAt };
}

export const isProtected = (username: string) => username.toLowerCase() === ADMIN_USERNAME;

/** Users, sign-in in one or two steps, and the check of every access token. */
export class Accounts {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserStore,
    private readonly tokens: TokenIssuer,
    private readonly guard: SessionGuard,
    private readonly secondFactor: SecondFactor,
    private readonly audit: AuditLog,
  ) {}

  /** Creates the user admin with `password` unless it exists: a password the operator changed is kept. */
  async ensureAdmin(password: string): Promise<boolean> {
    if (await this.users.findByUsername(ADMIN_USERNAME)) return false;
    const created = await this.users.insert({
      username: ADMIN_USERNAME,
      email: ADMIN_EMAIL,
      passwordHash: await hashPassword(password),
    });
    return created !== undefined;
  }

  async login(username: string, password: string, client: ClientInfo): Promise<LoginResult> {
    const name = username.trim();
    if (!name || !password) throw invalidArgument(CREDENTIALS_REQUIRED);
    const user = await this.users.findByUsername(name);
    // An unknown user costs the same hash verification, so timing does not reveal which names exist.
    const matches = await verifyPassword(user?.passwordHash ?? (await this.unknownUserHash()), password);
    if (!user || !matches) {
      await this.audit.recordSecurity({
        action: 'login_failed',
        actor: name,
        user,
        description: user ? 'Tentativa de entrada com senha incorreta' : 'Tentativa de entrada com usuário inexistente',
        client,
      });
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    if (await this.secondFactor.isEnabled(user.id)) return { mfaToken: this.tokens.issueMfa(user.id) };
    const token = await this.guard.start(user, client);
    await this.audit.recordSecurity({
      action: 'login',
      actor: user.username,
      user,
      description: 'Entrada com senha',
      client,
    });
    return { token };
  }

  /** The second step: the mfa_token of `login` and a code of the app or a recovery code. */
  async loginMfa(mfaToken: string, code: string, client: ClientInfo): Promise<IssuedToken> {
    if (!code.trim()) throw invalidArgument(CODE_REQUIRED);
    let claims: MfaClaims;
    try {
      claims = this.tokens.mfaClaimsOf(mfaToken);
    } catch {
      throw unauthenticated(INVALID_MFA_CODE);
    }
    const user = await this.users.findById(claims.userId);
    const usable =
      user && (await this.secondFactor.isEnabled(user.id)) && !(await this.secondFactor.mfaTokenUsed(claims));
    if (!user || !usable) throw unauthenticated(INVALID_MFA_CODE);
    const failures = await this.audit.countSince(
      user.id,
      ['mfa_failed'],
      new Date(this.guard.now().getTime() - MFA_FAILURE_WINDOW_MS),
    );
    if (failures >= MFA_FAILURES_PER_USER) throw tooManyRequests(TOO_MANY_LOGINS);

    const accepted = await this.secondFactor.check(user.id, code);
    if (!accepted) {
      await this.audit.recordSecurity({
        action: 'mfa_failed',
        actor: user.username,
        user,
        description: 'Código de verificação incorreto',
        client,
      });
      throw unauthenticated(INVALID_MFA_CODE);
    }
    if (!(await this.secondFactor.useMfaToken(claims))) throw unauthenticated(INVALID_MFA_CODE);
    const token = await this.guard.start(user, client);
    const recovery = accepted === 'recovery';
    await this.audit.recordSecurity({
      action: 'login',
      actor: user.username,
      user,
      description: recovery ? 'Entrada com código de recuperação' : 'Entrada com verificação em duas etapas',
      client,
    });
    if (recovery) {
      const left = await this.secondFactor.recoveryCodesLeft(user.id);
      await this.audit.recordSecurity({
        action: 'recovery_code_used',
        actor: user.username,
        user,
        description: `Código de recuperação usado; ${left === 1 ? 'resta 1' : `restam ${left}`}`,
        client,
      });
    }
    return token;
  }

  /** The caller of a valid token of a live session; a deleted user's, an ended or idle session's token is not. */
  verifyToken(token: string): Promise<Caller> {
    return this.guard.verify(token);
  }

  async listUsers(): Promise<User[]> {
    return (await this.users.list()).map(publicUser);
  }

  async createUser(input: NewUser, storeName: string): Promise<User> {
    const { username, email, password } = validateNewUser(input, storeName);
    if (await this.users.findByUsername(username)) throw alreadyExists(USERNAME_TAKEN);
    const created = await this.users.insert({ username, email, passwordHash: await hashPassword(password) });
    if (!created) throw alreadyExists(USERNAME_TAKEN);
    return publicUser(created);
  }

  /** Deleting a user ends its sessions (they go with it). */
  async deleteUser(id: number): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    if (isProtected(user.username)) throw permissionDenied(PROTECTED_USER);
    await this.users.delete(id);
    this.guard.forgetUser(id);
  }

  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
