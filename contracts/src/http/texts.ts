// pt-BR answers that more than one route (or the gateway and the web app) must give letter for letter.
export const MISSING_TOKEN = 'Não autenticado';
export const INVALID_TOKEN = 'Token inválido ou expirado';
export const INVALID_ORDER_TOKEN = 'Token do pedido inválido';
export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const RITUAL_NOT_FOUND = 'Ritual não encontrado';
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente em alguns minutos.';
/** Every admin route but the two-step setup answers this 403 while the store requires it and the admin has none. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Configure a verificação em duas etapas para continuar';
