// The WhatsApp Cloud API simulator the e2e stack runs (WHATSAPP=simulator, see ./stack.ts): what messaging sent, read
// through the simulator's control API (GET /_simulator/messages), as a client's phone would have received it.

import type { SentMessage as SentWhatsApp } from '@ritual/whatsapp-simulator';
import { inject } from 'vitest';

export type { SentWhatsApp };

/** The simulator's control API, or '' when the stack runs without one (E2E_BASE_URL without E2E_WHATSAPP_URL). */
export const whatsappUrl = () => inject('e2eWhatsAppUrl');

/** A Brazilian number as WhatsApp addresses it: 55 and the 11 digits of the form. */
export const whatsappRecipient = (digits: string) => `55${digits}`;

export async function sentWhatsApp(): Promise<SentWhatsApp[]> {
  const response = await fetch(`${whatsappUrl()}/messages`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${whatsappUrl()}/messages → ${response.status}: ${text}`);
  return JSON.parse(text) as SentWhatsApp[];
}

/** The template messages sent to `to`, in the order the simulator accepted them. */
export async function templatesTo(to: string): Promise<SentWhatsApp[]> {
  return (await sentWhatsApp()).filter((message) => message.to === to && message.type === 'template');
}

const POLL_INTERVAL_MS = 200;

/**
 * Polls the simulator until a template message `template` to `to` was accepted, and returns it. The error names what
 * that number did receive, should it never come.
 */
export async function waitForTemplate(to: string, template: string, timeoutMs = 30_000): Promise<SentWhatsApp> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = await templatesTo(to);
    const found = received.find((message) => message.template === template);
    if (found) return found;
    if (Date.now() >= deadline) {
      const seen = received.map((message) => `${message.template}(${message.parameters.length} parâmetros)`);
      throw new Error(
        `nenhuma mensagem ${template} para ${to} no simulador em ${timeoutMs} ms; recebidas: ${seen.join(', ') || 'nenhuma'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
