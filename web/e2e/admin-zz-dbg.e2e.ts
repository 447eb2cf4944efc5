import { it } from 'vitest';
import { signedInContext } from './support/admin-api';
import { createRitual } from './support/api';
import { launchBrowser } from './support/browser';
it('dbg', async () => {
  await createRitual({ name: 'Ritual do Amor Verdadeiro e Reconciliação' });
  const b = await launchBrowser();
  for (const w of [1280, 1100, 1024, 900, 700]) {
  const c = await signedInContext(b, { viewport: { width: w, height: 800 } });
  const p = await c.newPage();
  await p.goto('/admin/rituais');
  await p.locator('.adm-ritual-card').first().waitFor();
  console.log('W', w, await p.evaluate(() => {
    const card = document.querySelector('.adm-ritual-card')!;
    const cs = getComputedStyle(card); const r = card.getBoundingClientRect();
    const contentRight = r.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight);
    const out = [...card.querySelectorAll('button, a')].map((b) => { const br = b.getBoundingClientRect(); return `${b.textContent?.trim()}: ${Math.round(br.right - contentRight)}`; });
    return `card ${Math.round(r.width)} ` + out.join(' | ');
  }));
  await c.close();
  }
  await b.close();
}, 60000);
