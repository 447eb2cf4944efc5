/**
 * The one check every text entering the system passes, at the gateway's edge and again in each service's gRPC
 * bootstrap: no control characters (a text area may keep tab and line breaks), no lone surrogates, no keys that
 * reach an object's prototype, no absurd nesting. PostgreSQL refuses NUL and Express refuses some of the rest,
 * both as a 500; refusing them here makes them a 400 with a reason.
 */

/** C0 controls but tab, LF and CR; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL_IN_TEXT_AREA = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0 control, DEL and the C1 controls: a path, query value or file name is one line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Far deeper than any request of the product (a form map inside an order is 2). */
export const MAX_NESTING = 32;

export type TextKind = 'line' | 'text-area';

export function isSafeText(value: string, kind: TextKind): boolean {
  const control = kind === 'line' ? CONTROL_IN_LINE : CONTROL_IN_TEXT_AREA;
  return !control.test(value) && !LONE_SURROGATE.test(value);
}

export interface UnsafeValue {
  /** Where the bad value sits, e.g. `form_data.nome` or `[3]`; empty for the value itself. */
  path: string;
  problem: 'text' | 'key' | 'nesting';
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const childPath = (parent: string, key: string, isArray: boolean) =>
  isArray ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The first unsafe string, key or nesting in a parsed body or a decoded message, or undefined when all is well.
 * Walks without recursion, so a hostile nesting depth cannot overflow the stack. Binary values (Buffer,
 * Uint8Array) and other non-plain objects are left alone.
 */
export function findUnsafeValue(root: unknown, kind: TextKind = 'text-area'): UnsafeValue | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (!isSafeText(value, kind)) return { path, problem: 'text' };
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (depth >= MAX_NESTING) return { path, problem: 'nesting' };
    const isArray = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const at = childPath(path, key, isArray);
      if (!isArray && (PROTOTYPE_KEYS.has(key) || !isSafeText(key, 'line'))) return { path: at, problem: 'key' };
      pending.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The pt-BR reason for an unsafe value, naming where it was found (`where`: "no corpo", "no endereço"…). */
export function unsafeValueDetail(unsafe: UnsafeValue, where: string): string {
  const field = unsafe.path ? ` (campo "${unsafe.path.slice(0, 80)}")` : '';
  switch (unsafe.problem) {
    case 'key':
      return `Nome de campo não permitido ${where}${field}`;
    case 'nesting':
      return `Estrutura aninhada demais ${where}${field}`;
    default:
      return `Texto inválido ${where}${field}: caracteres de controle ou codificação inválida não são aceitos`;
  }
}
