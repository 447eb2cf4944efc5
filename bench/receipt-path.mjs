// The receipt path of `make bench` (b): clients create an order and upload a PDF receipt for it, in a loop.

/** Nearest-rank percentile; NaN when there is nothing to rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A small, unique PDF receipt (the verifier sees a real PDF; unique bytes keep hashes apart). */
function pdfReceipt(label) {
  const text = `BT /F1 12 Tf 20 60 Td (Comprovante PIX ${label}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n` +
      `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R >>\nendobj\n` +
      `4 0 obj\n<< /Length ${text.length} >>\nstream\n${text}\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** `workers` loop for `duration` seconds: create an order, upload its receipt. Counts completed orders and verdicts per second. */
export async function receiptPath(baseUrl, ritualId, { workers, seconds: duration, say }) {
  const orderMs = [];
  const receiptMs = [];
  let failures = 0;
  const deadline = Date.now() + duration * 1000;
  const started = performance.now();
  const worker = async (w) => {
    for (let i = 0; Date.now() < deadline; i++) {
      try {
        let t = performance.now();
        const order = await api(baseUrl, '/api/clientes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ritual_id: ritualId,
            form_data: { nome_completo_fixo: `Cliente ${w}-${i}`, whatsapp_contato: '(11) 98765-4321' },
            whatsapp: '(11) 98765-4321',
            photos: [],
            // The fresh store's privacy notice is version 1 (LGPD consent, required on every order).
            consent: { accepted: true, notice_version: '1' },
          }),
        });
        orderMs.push(performance.now() - t);
        const form = new FormData();
        form.append('file', new Blob([pdfReceipt(`${w}-${i}`)], { type: 'application/pdf' }), 'comprovante.pdf');
        t = performance.now();
        const verdict = await api(baseUrl, `/api/upload-receipt/${order.id}`, {
          method: 'POST',
          headers: { 'x-order-token': order.order_token },
          body: form,
        });
        if (!verdict?.verification_status) throw new Error('no verdict');
        receiptMs.push(performance.now() - t);
      } catch (err) {
        failures++;
        if (failures <= 3) say(`receipt path error: ${err.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  return {
    receipts: receiptMs.length,
    ordersPerSecond: orderMs.length / seconds,
    receiptsPerSecond: receiptMs.length / seconds,
    order: { p50: percentile(orderMs, 50), p95: percentile(orderMs, 95) },
    receipt: { p50: percentile(receiptMs, 50), p95: percentile(receiptMs, 95) },
    failures,
  };
}

export async function api(baseUrl, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body}`);
  return body ? JSON.parse(body) : undefined;
}
