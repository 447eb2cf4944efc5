const GREETING_NAME_KEYS = ['nome', 'nome_cliente', 'nome_completo', 'name'] as const;

/** Spec §2: the first non-empty of nome, nome_cliente, nome_completo, name; otherwise "Cliente". */
export function greetingName(formData: Record<string, unknown> | null | undefined): string {
  for (const key of GREETING_NAME_KEYS) {
    const value = formData?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'Cliente';
}
