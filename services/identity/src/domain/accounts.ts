import { randomBytes } from 'node:crypto';
import { alreadyExists, invalidArgument, notFound, permissionDenied, unauthenticated } from '@ritual/runtime';
import { type NewUser, validateNewUser } from './new-user.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { INVALID_TOKEN, type IssuedToken, type TokenIssuer } from './tokens.js';
import type { UserRow, UserStore } from './user-store.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_EMAIL = 'admin@localhost';

export const INVALID_CREDENTIALS = 'Credenciais inválidas';
export const CREDENTIALS_REQUIRED = 'Usuário e senha são obrigatórios';
export const USERNAME_TAKEN = 'Nome de usuário já existe';
export const USER_NOT_FOUND = 'Usuário não encontrado';
export const PROTECTED_USER = 'Usuário protegido';

export interface User {
  id: number;
  username: string;
  email: string;
  createdAt: Date;
}

/** Only these fields ever leave the service: never the password hash. */
function publicUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, createdAt: row.createdAt };
}

const isProtected = (username: string) => username.toLowerCase() === ADMIN_USERNAME;

export class Accounts {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserStore,
    private readonly tokens: TokenIssuer,
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

  async login(username: string, password: string): Promise<IssuedToken> {
    const name = username.trim();
    if (!name || !password) throw invalidArgument(CREDENTIALS_REQUIRED);
    const user = await this.users.findByUsername(name);
    // An unknown user costs the same hash verification, so timing does not reveal which names exist.
    const matches = await verifyPassword(user?.passwordHash ?? (await this.unknownUserHash()), password);
    if (!user || !matches) throw unauthenticated(INVALID_CREDENTIALS);
    return this.tokens.issue(user);
  }

  /** The user a valid token belongs to; a deleted user's token is no longer valid. */
  async verifyToken(token: string): Promise<User> {
    if (!token) throw unauthenticated(INVALID_TOKEN);
    const user = await this.users.findById(this.tokens.userIdOf(token));
    if (!user) throw unauthenticated(INVALID_TOKEN);
    return publicUser(user);
  }

  async listUsers(): Promise<User[]> {
    return (await this.users.list()).map(publicUser);
  }

  async createUser(input: NewUser): Promise<User> {
    const { username, email, password } = validateNewUser(input);
    if (await this.users.findByUsername(username)) throw alreadyExists(USERNAME_TAKEN);
    const created = await this.users.insert({ username, email, passwordHash: await hashPassword(password) });
    if (!created) throw alreadyExists(USERNAME_TAKEN);
    return publicUser(created);
  }

  async deleteUser(id: number): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    if (isProtected(user.username)) throw permissionDenied(PROTECTED_USER);
    await this.users.delete(id);
  }

  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
