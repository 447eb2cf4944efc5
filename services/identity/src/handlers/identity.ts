import type { IdentityService, User as UserMessage } from '@ritual/proto/ritual/v1/identity';
import type { AsyncService } from '@ritual/runtime';
import type { Accounts, User } from '../domain/accounts.js';
import type { AuditLog } from '../domain/audit-log.js';

function userMessage(user: User): UserMessage {
  return { id: user.id, username: user.username, email: user.email, created_at: user.createdAt.toISOString() };
}

export function identityHandlers(accounts: Accounts, audit: AuditLog): AsyncService<typeof IdentityService> {
  return {
    login: async ({ username, password }) => {
      const token = await accounts.login(username, password);
      return { access_token: token.accessToken, token_type: 'bearer', expires_in: token.expiresIn };
    },
    verifyToken: async ({ access_token }) => userMessage(await accounts.verifyToken(access_token)),
    listUsers: async () => ({ users: (await accounts.listUsers()).map(userMessage) }),
    createUser: async (request) => userMessage(await accounts.createUser(request)),
    deleteUser: async ({ id }) => {
      await accounts.deleteUser(id);
      return {};
    },
    recordAudit: (entry) => audit.record(entry),
    listAudit: async ({ limit, before_id }) => {
      const page = await audit.page(limit, before_id);
      return { entries: page.entries, next_before_id: page.nextBeforeId };
    },
  };
}
