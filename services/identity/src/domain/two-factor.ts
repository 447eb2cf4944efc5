import { status } from '@grpc/grpc-js';
import { alreadyExists, DomainError, invalidArgument, type SecretBox } from '@ritual/runtime';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt, recoveryCodeOf } from './recovery-codes.js';
import type { MfaClaims } from './tokens.js';
import { acceptedTimeStep, newTotpSecret, otpauthUrl, qrSvg, totpCodeOf } from './totp.js';
import type { TwoFactorStore } from './two-factor-store.js';

export const TWO_FACTOR_ALREADY_ON = 'A verificação em duas etapas já está ativa';
export const TWO_FACTOR_SETUP_FIRST = 'Inicie a configuração antes de confirmar';
export const TWO_FACTOR_INVALID_CODE = 'Código inválido';
export const TWO_FACTOR_NOT_ON = 'A verificação em duas etapas não está ativa';
/** The issuer the app shows when the store's name is not known. */
export const DEFAULT_ISSUER = 'Painel da loja';

/** FAILED_PRECONDITION: the gateway answers these account conflicts with 409. */
export const conflict = (message: string) => new DomainError(status.FAILED_PRECONDITION, message);

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The authenticator app (TOTP) and recovery codes of each user. */
export class SecondFactor {
  constructor(
    private readonly store: TwoFactorStore,
    private readonly secrets: SecretBox,
    private readonly now: () => Date,
  ) {}

  async isEnabled(userId: number): Promise<boolean> {
    return !!(await this.store.find(userId))?.confirmedAt;
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.store.recoveryCodesLeft(userId);
  }

  /** A new secret for the app, replacing a setup not confirmed yet. */
  async setup(user: { id: number; username: string }, issuer: string): Promise<TwoFactorSetup> {
    if (await this.isEnabled(user.id)) throw alreadyExists(TWO_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    const started = await this.store.startSetup(user.id, this.secrets.seal(secret), newRecoverySalt());
    if (!started) throw alreadyExists(TWO_FACTOR_ALREADY_ON);
    const url = otpauthUrl(issuer.trim() || DEFAULT_ISSUER, user.username, secret);
    return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
  }

  /** Turns 2FA on with a first code of the app; answers the 10 recovery codes, shown this once. */
  async confirm(userId: number, code: string): Promise<string[]> {
    const pending = await this.store.find(userId);
    if (pending?.confirmedAt) throw alreadyExists(TWO_FACTOR_ALREADY_ON);
    if (!pending) throw conflict(TWO_FACTOR_SETUP_FIRST);
    const secret = this.secrets.open(pending.secret);
    const totp = totpCodeOf(code);
    const timeStep = secret && totp ? await acceptedTimeStep(secret, totp, 0, this.now()) : undefined;
    if (timeStep === undefined) throw invalidArgument(TWO_FACTOR_INVALID_CODE);
    const codes = newRecoveryCodes();
    const hashes = codes.map((shown) => hashRecoveryCode(pending.recoverySalt, recoveryCodeOf(shown)!));
    if (!(await this.store.confirm(userId, timeStep, hashes, this.now()))) throw alreadyExists(TWO_FACTOR_ALREADY_ON);
    return codes;
  }

  /**
   * Whether `code` is a valid, unused code of the user's app or an unused recovery code; either is spent by the
   * check: an app code's time step (and every older one) is never accepted again, a recovery code works once.
   */
  async check(userId: number, code: string): Promise<'totp' | 'recovery' | undefined> {
    const factor = await this.store.find(userId);
    if (!factor?.confirmedAt) return undefined;
    const totp = totpCodeOf(code);
    if (totp) {
      const secret = this.secrets.open(factor.secret);
      if (!secret) return undefined;
      const timeStep = await acceptedTimeStep(secret, totp, factor.lastTimeStep, this.now());
      return timeStep !== undefined && (await this.store.acceptTimeStep(userId, timeStep)) ? 'totp' : undefined;
    }
    const recovery = recoveryCodeOf(code);
    if (!recovery) return undefined;
    const used = await this.store.useRecoveryCode(userId, hashRecoveryCode(factor.recoverySalt, recovery), this.now());
    return used ? 'recovery' : undefined;
  }

  async disable(userId: number): Promise<void> {
    await this.store.remove(userId);
  }

  mfaTokenUsed(claims: MfaClaims): Promise<boolean> {
    return this.store.mfaTokenUsed(claims.tokenId);
  }

  useMfaToken(claims: MfaClaims): Promise<boolean> {
    return this.store.useMfaToken(claims.tokenId, claims.expiresAt, this.now());
  }
}
