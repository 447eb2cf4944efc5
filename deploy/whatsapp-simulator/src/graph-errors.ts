import { randomBytes } from 'node:crypto';

/**
 * Errors in the Graph API's shape (`{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`),
 * with the codes and texts Meta's Cloud API documents ("Error codes", developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: { type?: string; subcode?: number; details?: string; transient?: boolean } = {},
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        message: this.message,
        type: this.extra.type ?? 'OAuthException',
        code: this.code,
        ...(this.extra.subcode === undefined ? {} : { error_subcode: this.extra.subcode }),
        ...(this.extra.transient ? { is_transient: true } : {}),
        ...(this.extra.details === undefined
          ? {}
          : { error_data: { messaging_product: 'whatsapp', details: this.extra.details } }),
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    };
  }
}

export const invalidToken = (revoked: boolean) =>
  new GraphError(
    401,
    190,
    revoked
      ? 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.'
      : 'Invalid OAuth access token - Cannot parse access token',
    revoked ? { subcode: 460 } : {},
  );

export const invalidParameter = (details: string) => new GraphError(400, 100, '(#100) Invalid parameter', { details });

export const requiredParameter = (name: string) =>
  new GraphError(400, 100, `(#100) The parameter ${name} is required.`);

export const unknownObject = (id: string) =>
  new GraphError(
    400,
    100,
    `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    { type: 'GraphMethodException', subcode: 33 },
  );

export const templateMissing = (name: string, language: string) =>
  new GraphError(400, 132001, '(#132001) Template name does not exist in the translation', {
    details: `template name (${name}) does not exist in ${language}`,
  });

export const parameterCountMismatch = (given: number, expected: number, part: 'body' | 'header' = 'body') =>
  new GraphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', {
    details: `${part}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  });

export const headerFormatMismatch = (details: string) =>
  new GraphError(400, 132012, '(#132012) Parameter format does not match format in the created template', {
    details,
  });

export const serviceUnavailable = () => new GraphError(503, 2, 'Service temporarily unavailable', { transient: true });

/** The throttling answers (HTTP 429): throughput, pair rate and spam rate limits. */
export function rateLimited(code: number): GraphError {
  const texts: Record<number, [string, string]> = {
    130429: ['(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'],
    131056: [
      '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
    ],
    131048: [
      '(#131048) Spam rate limit hit',
      'Message failed to send because there are restrictions on how many messages can be sent from this phone number.',
    ],
    80007: ['(#80007) Rate limit issues', 'The WhatsApp Business Account has reached its rate limit.'],
  };
  const [message, details] = texts[code] ?? [`(#${code}) Rate limit hit`, 'Rate limit hit.'];
  return new GraphError(429, code, message, { details });
}

/** Titles of the per-message errors that arrive in a `failed` status (statuses[].errors[]). */
export const FAILURE_TITLES: Record<number, string> = {
  131000: 'Something went wrong',
  131026: 'Message undeliverable',
  131042: 'Business eligibility payment issue',
  131045: 'Incorrect certificate',
  131047: 'Re-engagement message',
  131049: 'This message was not delivered to maintain healthy ecosystem engagement.',
  131050: 'User has stopped receiving marketing messages',
  131051: 'Unsupported message type',
  131052: 'Media download error',
  131053: 'Media upload error',
  131031: 'Account has been locked',
  130472: "User's number is part of an experiment",
};

export const FAILURE_DETAILS: Record<number, string> = {
  131026: 'Message Undeliverable.',
  131047:
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  131053: 'Media upload error: the media id is unknown or has expired.',
};

export function failureError(code: number) {
  const title = FAILURE_TITLES[code] ?? 'Message failed to send';
  return {
    code,
    title,
    message: title,
    error_data: { details: FAILURE_DETAILS[code] ?? title },
    href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
  };
}
