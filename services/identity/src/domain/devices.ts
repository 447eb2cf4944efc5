/** What the session list and the sign-in history call a client: "Chrome no Android", "Safari no iPhone", "curl". */
export function deviceOf(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return 'Dispositivo desconhecido';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  // A program rather than a browser: its own name ("curl/8.5.0" → "curl").
  const product = ua.match(/^([A-Za-z][\w.-]*)/)?.[1];
  return system ? `${product ?? 'Navegador'} no ${system}` : (product ?? 'Dispositivo desconhecido');
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(ua: string): string | undefined {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
}

function systemOf(ua: string): string | undefined {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
}
