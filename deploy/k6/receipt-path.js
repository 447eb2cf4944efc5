// k6 load test of the receipt path: create an order, read its PIX code, upload a receipt (PDF or image).
// Against `make compose-up`: the site behind its HTTPS proxy, https://SITE_DOMAIN (.env; localhost by default, whose
// certificate comes from Caddy's internal CA, hence --insecure-skip-tls-verify); ADMIN_PASSWORD is the one in .env.
//   export SITE_DOMAIN=$(grep ^SITE_DOMAIN= .env | cut -d= -f2-)
//   export ADMIN_PASSWORD=$(grep ^ADMIN_PASSWORD= .env | cut -d= -f2-)
//   k6 run --insecure-skip-tls-verify deploy/k6/receipt-path.js
// PSP variant (`PIX_PSP=simulator make start`, the embedded stack on http://localhost:8080): the simulator pays each
// order's charge and the script waits until the bank's confirmation has made the order paid, instead of uploading.
//   k6 run -e BASE_URL=http://localhost:8080 -e PSP_URL=http://127.0.0.1:8787 -e ADMIN_PASSWORD=… deploy/k6/receipt-path.js
// See deploy/k6/README.md.
import { check, fail, group, sleep } from 'k6';
import encoding from 'k6/encoding';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';

/** docker-compose.yml's proxy: HTTPS on 443 for SITE_DOMAIN (.env; localhost by default), or BASE_URL. */
const BASE_URL = (__ENV.BASE_URL || `https://${__ENV.SITE_DOMAIN || 'localhost'}`).replace(/\/$/, '');
const ADMIN_USERNAME = __ENV.ADMIN_USERNAME || 'admin';
const PIX_KEY = __ENV.PIX_KEY || 'pix@loja.example.com';
/** The PSP simulator's origin: set it to run the PSP variant. */
const PSP_URL = (__ENV.PSP_URL || '').replace(/\/$/, '');
const CONFIRMATION_TIMEOUT_S = Number(__ENV.CONFIRMATION_TIMEOUT_S || 30);

export const options = {
  scenarios: {
    receipts: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: __ENV.RAMP || '30s', target: Number(__ENV.VUS || 10) },
        { duration: __ENV.HOLD || '1m', target: Number(__ENV.VUS || 10) },
        { duration: '15s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    http_req_duration: ['p(95)<2000'],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{step:upload}': ['p(95)<2000'],
    ...(PSP_URL ? { order_to_confirmed: ['p(95)<5000'] } : {}),
  },
};

const receiptsSent = new Counter('receipts_sent');
/** PSP variant: from the simulator's payment to the order seen as paid (webhook → event path), in ms. */
const orderToConfirmed = new Trend('order_to_confirmed', true);

// 1×1 PNG and JPEG; a per-request suffix after the image data keeps every file's hash unique.
const PNG = encoding.b64decode(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
const JPEG = encoding.b64decode(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
);

function withSuffix(bytes, suffix) {
  const tail = new Uint8Array(suffix.split('').map((c) => c.charCodeAt(0) & 0xff));
  const out = new Uint8Array(bytes.byteLength + tail.length);
  out.set(new Uint8Array(bytes), 0);
  out.set(tail, bytes.byteLength);
  return out.buffer;
}

/** A minimal one-page PDF naming the amount, like a bank receipt would. */
function pdfReceipt(label, amount) {
  const text = `BT /F1 12 Tf 20 60 Td (Comprovante PIX ${label} R$ ${amount}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

function receiptFor(iteration, amount) {
  const label = `${exec.vu.idInTest}-${iteration}`;
  switch (iteration % 3) {
    case 0:
      return http.file(pdfReceipt(label, amount), `comprovante-${label}.pdf`, 'application/pdf');
    case 1:
      return http.file(withSuffix(PNG, label), `comprovante-${label}.png`, 'image/png');
    default:
      return http.file(withSuffix(JPEG, label), `comprovante-${label}.jpg`, 'image/jpeg');
  }
}

const json = { headers: { 'Content-Type': 'application/json' } };

/** Logs in as admin, makes sure a PIX key is set, and creates the ritual the orders use (or takes RITUAL_ID). */
export function setup() {
  // Orders carry the client's consent to the store's current privacy notice (LGPD).
  const noticeVersion = String(http.get(`${BASE_URL}/api/privacy-notice`).json('version'));
  if (__ENV.RITUAL_ID) return { ritualId: __ENV.RITUAL_ID, noticeVersion };
  if (!__ENV.ADMIN_PASSWORD) fail('set ADMIN_PASSWORD (to create a ritual) or RITUAL_ID (to use one)');
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ username: ADMIN_USERNAME, password: __ENV.ADMIN_PASSWORD }),
    json,
  );
  if (login.status !== 200) fail(`admin login failed: ${login.status} ${login.body}`);
  const auth = { headers: { Authorization: `Bearer ${login.json('access_token')}` } };

  const config = http.get(`${BASE_URL}/api/payment-config`);
  if (config.status === 200 && !config.json('pix_key')) {
    const saved = http.post(`${BASE_URL}/api/payment-config`, { pix_key: PIX_KEY }, auth);
    if (saved.status !== 200) fail(`could not set the PIX key: ${saved.status} ${saved.body}`);
  }

  const ritual = http.post(
    `${BASE_URL}/api/rituais`,
    JSON.stringify({
      name: `Ritual de carga ${Date.now()}`,
      description: 'Criado pelo teste de carga k6',
      price: '49.90',
      image_url: 'https://example.com/ritual.jpg',
      active: true,
      commission_type: 'percentage',
      commission_value: '10',
      confirmation_message: 'Obrigado!',
      instructions: '',
      form_fields: [],
    }),
    { headers: { ...auth.headers, 'Content-Type': 'application/json' } },
  );
  if (ritual.status !== 200 && ritual.status !== 201)
    fail(`could not create the ritual: ${ritual.status} ${ritual.body}`);
  return { ritualId: String(ritual.json('id')), noticeVersion };
}

export default function (data) {
  const iteration = exec.scenario.iterationInTest;
  let order;
  group('create order', () => {
    const response = http.post(
      `${BASE_URL}/api/clientes`,
      JSON.stringify({
        ritual_id: data.ritualId,
        form_data: { nome_completo_fixo: `Cliente k6 ${iteration}`, whatsapp_contato: '(11) 98765-4321' },
        whatsapp: '(11) 98765-4321',
        photos: [],
        consent: { accepted: true, notice_version: data.noticeVersion },
      }),
      { ...json, tags: { step: 'order' } },
    );
    const ok = check(response, {
      'order created (201)': (r) => r.status === 201,
      'order has a token': (r) => r.status === 201 && typeof r.json('order_token') === 'string',
    });
    if (ok) order = { id: response.json('id'), token: response.json('order_token') };
  });
  if (!order) return;
  const byOwner = { headers: { 'X-Order-Token': order.token } };

  let amount = '0';
  let txid = '';
  group('pix code', () => {
    const response = http.get(`${BASE_URL}/api/clientes/${order.id}/pix`, { ...byOwner, tags: { step: 'pix' } });
    check(response, {
      'pix 200': (r) => r.status === 200,
      'pix has a BR Code': (r) => r.status === 200 && String(r.json('brcode')).startsWith('000201'),
    });
    if (response.status === 200) {
      amount = String(response.json('amount'));
      txid = String(response.json('txid'));
    }
  });

  if (PSP_URL) {
    payThroughPsp(order, byOwner, txid);
    return;
  }

  group('upload receipt', () => {
    const response = http.post(
      `${BASE_URL}/api/upload-receipt/${order.id}`,
      { file: receiptFor(iteration, amount) },
      { ...byOwner, tags: { step: 'upload' } },
    );
    receiptsSent.add(1);
    check(response, {
      'receipt 200': (r) => r.status === 200,
      'receipt has a verdict': (r) =>
        r.status === 200 && ['approved', 'rejected', 'pending_review'].includes(String(r.json('verification_status'))),
    });
  });
}

/** PSP variant: the simulator pays the charge (and calls the webhook); poll the order until it is paid. */
function payThroughPsp(order, byOwner, txid) {
  group('bank confirmation', () => {
    const paid = http.post(`${PSP_URL}/sim/cob/${txid}/pay`, '{}', { ...json, tags: { step: 'psp-pay' } });
    if (!check(paid, { 'simulator paid the charge (201)': (r) => r.status === 201 })) return;
    const started = Date.now();
    let confirmed = false;
    while (!confirmed && Date.now() - started < CONFIRMATION_TIMEOUT_S * 1000) {
      const status = http.get(`${BASE_URL}/api/clientes/${order.id}/payment-status`, {
        ...byOwner,
        tags: { step: 'status' },
      });
      confirmed = status.status === 200 && status.json('payment_status') === 'paid';
      if (!confirmed) sleep(0.1);
    }
    if (confirmed) orderToConfirmed.add(Date.now() - started);
    check(confirmed, { 'order paid by the bank': (value) => value === true });
  });
}
