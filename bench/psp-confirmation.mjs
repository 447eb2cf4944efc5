// `make bench`, PSP part: how long the bank's confirmation takes to make an order paid, through the PSP simulator.
// A runner of its own with PIX_PSP=simulator; each of WORKERS clients in a loop creates an order, reads its PSP
// charge (GET /api/clientes/{id}/pix), has the simulator pay it (which calls the webhook) and polls
// GET /api/clientes/{id}/payment-status until the order is paid. Figures: payment → paid and order → paid.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './receipt-path.mjs';

const POLL_MS = 10;

async function call(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * @param {{ runnerEnv: (dataDir: string) => Promise<Record<string, string>>, startRunner: Function,
 *   seed: (baseUrl: string) => Promise<{ ritualId: number }>, freePort: () => Promise<number>,
 *   adminPassword: string, seconds: number, workers: number, say: (line: string) => void }} options
 */
export async function benchPspConfirmation(options) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-psp-'));
  const pspPort = await options.freePort();
  const env = { ...(await options.runnerEnv(dataDir)), PIX_PSP: 'simulator', PSP_SIM_PORT: String(pspPort) };
  const pspUrl = `http://127.0.0.1:${pspPort}`;
  const runner = options.startRunner(env);
  try {
    await runner.ready;
    const base = runner.baseUrl;
    const { ritualId } = await options.seed(base);
    const { access_token } = await call(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: options.adminPassword }),
    });
    const form = new FormData();
    form.set('pix_key', 'bancada@loja.example.com');
    await call(`${base}/api/payment-config`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });

    const payToPaid = [];
    const orderToPaid = [];
    let failures = 0;
    const deadline = Date.now() + options.seconds * 1000;
    const worker = async (index) => {
      for (let i = 0; Date.now() < deadline; i++) {
        try {
          const placed = performance.now();
          const order = await call(`${base}/api/clientes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              ritual_id: ritualId,
              form_data: { nome_completo_fixo: `Cliente ${index}-${i}`, whatsapp_contato: '(11) 98765-4321' },
              whatsapp: '(11) 98765-4321',
              photos: [],
              // The fresh store's privacy notice is version 1 (LGPD consent, required on every order).
              consent: { accepted: true, notice_version: '1' },
            }),
          });
          const byOwner = { headers: { 'x-order-token': order.order_token } };
          const pix = await call(`${base}/api/clientes/${order.id}/pix`, byOwner);
          if (!pix.expires_at) throw new Error(`order ${order.id} has no PSP charge`);
          const paying = performance.now();
          await call(`${pspUrl}/sim/cob/${pix.txid}/pay`, { method: 'POST', body: '{}' });
          for (;;) {
            const status = await call(`${base}/api/clientes/${order.id}/payment-status`, byOwner);
            if (status.payment_status === 'paid') break;
            if (performance.now() - paying > 30_000) throw new Error(`order ${order.id} not paid after 30 s`);
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          }
          const paid = performance.now();
          payToPaid.push(paid - paying);
          orderToPaid.push(paid - placed);
        } catch (err) {
          failures++;
          if (failures <= 3) options.say(`(e) ${err.message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
    return {
      confirmed: payToPaid.length,
      failures,
      perSecond: payToPaid.length / options.seconds,
      payToPaid: { p50: percentile(payToPaid, 50), p95: percentile(payToPaid, 95) },
      orderToPaid: { p50: percentile(orderToPaid, 50), p95: percentile(orderToPaid, 95) },
    };
  } finally {
    await runner.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
