// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  allCorpusDescriptions,
  allCorpusNames,
  assertMarinaLayoutFontsAvailable,
  MARINA_JUDGED_AT,
  MARINA_ORDER_PLACED_AT,
  type MarinaLayoutCase,
  marinaLayoutCases,
  marinaLayoutReceipt,
  marinaLayoutScenario,
  marinaStore,
} from './cases.js';
import { isValidCnpj, isValidCpf, visibleDigits } from './documents.js';
import { type TextItem, textBox } from './drawing.js';
import { hasGlyphs } from './fonts.js';
import { renderJpeg } from './render.js';

const LAYOUTS = [
  'agibank',
  'banrisul',
  'bb',
  'bradesco',
  'btg',
  'c6',
  'caixa',
  'inter',
  'itau',
  'mercadopago',
  'next',
  'nubank',
  'pagbank',
  'picpay',
  'santander',
  'sicredi',
];

const IDS = [
  'correct-1',
  'correct-2',
  'correct-3',
  'correct-4',
  'correct-5',
  'correct-6',
  'key-1',
  'key-2',
  'lookalike-holder',
  'same-name-other-digits',
  'store-as-payer',
  'wrong-amount',
  'paid-before-order',
  'scheduled',
  'description-names-store',
  'near-namesake',
  'reused-file',
];

const NEGATIVE_TRUTH: Record<string, MarinaLayoutCase['truth']> = {
  'lookalike-holder': 'wrong recipient',
  'same-name-other-digits': 'wrong recipient',
  'store-as-payer': 'wrong recipient',
  'wrong-amount': 'wrong amount',
  'paid-before-order': 'paid before the order',
  scheduled: 'scheduled',
  'description-names-store': 'wrong recipient',
  'near-namesake': 'wrong recipient',
  'reused-file': 'reused',
};

const cases = marinaLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));

function get(layout: string, id: string): MarinaLayoutCase {
  const found = byName.get(`marina/${layout}/${id}`);
  if (!found) throw new Error(`missing marina/${layout}/${id}`);
  return found;
}

function facts(layout: string, id: string) {
  return marinaLayoutReceipt(`marina/${layout}/${id}`).facts;
}

function texts(layout: string, id: string): string[] {
  return marinaLayoutReceipt(`marina/${layout}/${id}`)
    .drawing.items.filter((item): item is TextItem => item.kind === 'text')
    .map((item) => item.text);
}

function cents(price: string): number {
  return Math.round(Number(price) * 100);
}

function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function words(text: string): string[] {
  return plainUpper(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 3);
}

const ALWAYS_ALLOWED = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA', 'DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);

/** Edit distance of two strings, to tell a one-letter namesake. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

describe('marinaLayoutCases', () => {
  it('lists 272 cases when called: 17 per each of the 16 layouts, names unique and sorted by layout then name', () => {
    expect(cases).toHaveLength(272);
    const names = cases.map((c) => c.name);
    expect(new Set(names).size).toBe(272);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect([...new Set(cases.map((c) => c.layout))].sort()).toEqual(LAYOUTS);
    for (const layout of LAYOUTS) {
      const ids = cases.filter((c) => c.layout === layout).map((c) => c.name.split('/')[2]);
      expect(ids.sort()).toEqual([...IDS].sort());
    }
  });

  it('gives every case valid fields: price range, JPEG type, E2E id shape and stamp, the two fonts', () => {
    for (const c of cases) {
      expect(c.name).toBe(`marina/${c.layout}/${c.name.split('/')[2]}`);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(9.9);
      expect(Number(c.price)).toBeLessThanOrEqual(1500);
      expect(c.contentType).toBe('image/jpeg');
      expect(typeof c.content).toBe('function');
      expect(['light', 'dark']).toContain(c.theme);
      expect(c.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(c.endToEndId).toHaveLength(32);
      const f = facts(c.layout, c.name.split('/')[2] ?? '');
      const at = new Date(f.at);
      const stamp = at.toISOString().slice(0, 16).replace(/\D/g, '');
      expect(c.endToEndId.slice(9, 21)).toBe(stamp);
      expect(c.endToEndId).toBe(f.endToEndId);
      expect([
        ['BIZ UDPGothic', 'BIZ UDPGothic'],
        ['Anonymous Pro', 'Anonymous Pro'],
      ]).toContainEqual([c.family, c.font]);
      expect(Object.keys(c).sort()).toEqual(
        [
          'name',
          'layout',
          'family',
          'theme',
          'font',
          'group',
          'truth',
          'price',
          'payee',
          'contentType',
          'content',
          'endToEndId',
          ...(c.after ? ['after'] : []),
        ].sort(),
      );
    }
  });

  it('gives each layout one store with a valid CPF or CNPJ and a Pix key, about half of each kind', () => {
    let cpf = 0;
    for (const layout of LAYOUTS) {
      const store = marinaStore(layout);
      const layoutCases = cases.filter((c) => c.layout === layout);
      for (const c of layoutCases) {
        expect(c.payee).toEqual({ pixKey: store.pixKey, recipientName: store.name, recipientDocument: store.document });
      }
      if (store.document.length === 11) {
        cpf++;
        expect(isValidCpf(store.document)).toBe(true);
      } else {
        expect(isValidCnpj(store.document)).toBe(true);
      }
      expect(store.pixKey).toMatch(
        /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[a-z.]+@[a-z.]+|\+55\d{11}|\d{11}|\d{14})$/,
      );
      expect(store.short.length).toBeGreaterThan(3);
    }
    expect(cpf).toBeGreaterThanOrEqual(6);
    expect(cpf).toBeLessThanOrEqual(10);
    const kinds = new Set(LAYOUTS.map((layout) => marinaStore(layout).pixKey.replace(/\d/g, '9').slice(0, 3)));
    expect(kinds.size).toBeGreaterThan(3);
  });

  it('mixes themes and fonts when listed: at least 5 dark layouts and 3 to 4 monospaced ones', () => {
    const dark = new Set(cases.filter((c) => c.theme === 'dark').map((c) => c.layout));
    const mono = new Set(cases.filter((c) => c.font === 'Anonymous Pro').map((c) => c.layout));
    expect(dark.size).toBeGreaterThanOrEqual(5);
    expect(mono.size).toBeGreaterThanOrEqual(3);
    expect(mono.size).toBeLessThanOrEqual(4);
  });
});

describe('groups and truths', () => {
  it('labels each id with its group and truth, 1 or 2 truncated names per layout', () => {
    for (const layout of LAYOUTS) {
      const kindGroup = marinaStore(layout).document.length === 11 ? 'name + masked CPF' : 'name + masked CNPJ';
      let truncated = 0;
      for (const id of IDS) {
        const c = get(layout, id);
        if (id.startsWith('correct-')) {
          expect(c.truth).toBe('correct');
          expect([kindGroup, 'truncated name']).toContain(c.group);
          if (c.group === 'truncated name') truncated++;
        } else if (id.startsWith('key-')) {
          expect(c.truth).toBe('correct');
          expect(c.group).toBe('key shown');
        } else {
          expect(c.group).toBe('negative');
          expect(c.truth).toBe(NEGATIVE_TRUTH[id]);
        }
        expect(c.after === undefined).toBe(id !== 'reused-file');
      }
      expect(truncated).toBeGreaterThanOrEqual(1);
      expect(truncated).toBeLessThanOrEqual(2);
    }
  });

  it('pays correct receipts the exact price to the store between the order and the judging', () => {
    const order = Date.parse(MARINA_ORDER_PLACED_AT);
    const judged = Date.parse(MARINA_JUDGED_AT);
    for (const c of cases.filter((x) => x.truth === 'correct')) {
      const f = marinaLayoutReceipt(c.name).facts;
      expect(f.amountCents).toBe(cents(c.price));
      expect(f.recipient.name).toBe(c.payee.recipientName);
      expect(f.recipient.document).toBe(c.payee.recipientDocument);
      expect(f.payer.document).not.toBe(c.payee.recipientDocument);
      expect(f.scheduledFor).toBeUndefined();
      expect(Date.parse(f.at) - order).toBeGreaterThanOrEqual(3 * 60_000);
      expect(Date.parse(f.at)).toBeLessThan(judged);
    }
    const amounts = new Set(cases.filter((x) => x.truth === 'correct').map((x) => x.price));
    expect(amounts.size).toBeGreaterThan(100);
    expect(cases.some((x) => Number(x.price) >= 1000 && x.truth === 'correct')).toBe(true);
  });

  it('cuts the name on truncated receipts and prints the store Pix key on key-shown ones', () => {
    for (const c of cases) {
      const id = c.name.split('/')[2] ?? '';
      const shown = texts(c.layout, id).join('\n');
      if (c.group === 'truncated name') {
        expect(marinaLayoutReceipt(c.name).facts.truncatedName).toBe(true);
        expect(plainUpper(shown)).not.toContain(plainUpper(c.payee.recipientName));
      }
      if (c.group === 'key shown') {
        const key = c.payee.pixKey;
        let printed = key;
        if (/^\+55\d{11}$/.test(key)) printed = `${key.slice(5, 10)}-${key.slice(10)}`;
        else if (/^\d{11}$/.test(key)) printed = `${key.slice(3, 6)}.${key.slice(6, 9)}`;
        else if (/^\d{14}$/.test(key))
          printed = `${key.slice(0, 2)}.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}`;
        expect(shown.replaceAll('\n', '')).toContain(printed);
        expect(shown).toMatch(/chave|Chave|CHAVE/);
      }
    }
  });

  it('makes each negative differ from a correct receipt the way its id says', () => {
    const order = Date.parse(MARINA_ORDER_PLACED_AT);
    for (const layout of LAYOUTS) {
      const store = marinaStore(layout);
      const nameWords = new Set(words(store.name).filter((w) => !ALWAYS_ALLOWED.has(w)));
      const price = (id: string) => cents(get(layout, id).price);

      const lookalike = facts(layout, 'lookalike-holder');
      expect(lookalike.recipient.name).not.toBe(store.name);
      expect(words(lookalike.recipient.name).some((w) => nameWords.has(w))).toBe(true);
      expect(lookalike.recipient.document).not.toBe(store.document);
      expect(lookalike.amountCents).toBe(price('lookalike-holder'));

      const sameName = facts(layout, 'same-name-other-digits');
      expect(sameName.recipient.name).toBe(store.name);
      expect(sameName.recipient.document.length).toBe(store.document.length);
      expect(visibleDigits(sameName.recipient.document)).not.toBe(visibleDigits(store.document));

      const asPayer = facts(layout, 'store-as-payer');
      expect(asPayer.payer.name).toBe(store.name);
      expect(asPayer.payer.document).toBe(store.document);
      expect(asPayer.recipient.document).not.toBe(store.document);
      expect(words(asPayer.recipient.name).some((w) => nameWords.has(w))).toBe(false);

      const wrong = facts(layout, 'wrong-amount');
      expect(wrong.recipient.document).toBe(store.document);
      expect(wrong.amountCents).not.toBe(price('wrong-amount'));
      expect(Math.abs(wrong.amountCents - price('wrong-amount'))).toBeGreaterThanOrEqual(100);

      const before = facts(layout, 'paid-before-order');
      const minutesBefore = (order - Date.parse(before.at)) / 60_000;
      expect(minutesBefore).toBeGreaterThanOrEqual(20);
      expect(minutesBefore).toBeLessThanOrEqual(180);
      expect(before.amountCents).toBe(price('paid-before-order'));
      expect(before.recipient.document).toBe(store.document);

      const scheduled = facts(layout, 'scheduled');
      expect(scheduled.scheduledFor).toBe('2026-11-25');
      expect(Date.parse(`${scheduled.scheduledFor}T03:00:00Z`)).toBeGreaterThan(Date.parse(MARINA_JUDGED_AT));
      expect(texts(layout, 'scheduled').join(' ')).toContain('25/11/2026');
      expect(plainUpper(texts(layout, 'scheduled').join(' '))).toMatch(/AGEND/);

      const described = facts(layout, 'description-names-store');
      expect(described.description).toContain(store.short);
      expect(described.recipient.document).not.toBe(store.document);
      expect(words(described.recipient.name).some((w) => nameWords.has(w))).toBe(false);

      const namesake = facts(layout, 'near-namesake');
      expect(namesake.recipient.name).not.toBe(store.name);
      expect(namesake.recipient.document).not.toBe(store.document);
      const storeWords = store.name.split(' ');
      const otherWords = namesake.recipient.name.split(' ');
      const oneWord =
        storeWords.length === otherWords.length && storeWords.filter((w, i) => w !== otherWords[i]).length === 1;
      expect(oneWord || editDistance(store.name, namesake.recipient.name) === 1).toBe(true);

      const reused = get(layout, 'reused-file');
      const first = get(layout, 'correct-1');
      expect(reused.after).toBe(first.name);
      expect(reused.price).toBe(first.price);
      expect(reused.endToEndId).toBe(first.endToEndId);
    }
  });
});

describe('invented words', () => {
  it('keeps every invented name and description clear of the forbidden words', () => {
    const forbidden = new Set(FORBIDDEN_WORDS.split(/\s+/).filter(Boolean));
    expect(forbidden.size).toBeGreaterThan(1900);
    const names = allCorpusNames();
    const descriptions = allCorpusDescriptions();
    expect(names.length).toBeGreaterThan(60);
    expect(descriptions.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const text of [...names, ...descriptions]) {
      for (const word of words(text)) {
        if (!ALWAYS_ALLOWED.has(word) && forbidden.has(word)) hits.push(`${word} in "${text}"`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('lists every name and description a receipt shows among the invented ones', () => {
    const names = new Set(allCorpusNames());
    const descriptions = new Set(allCorpusDescriptions());
    for (const c of cases) {
      const f = marinaLayoutReceipt(c.name).facts;
      expect(names.has(f.recipient.name)).toBe(true);
      expect(names.has(f.payer.name)).toBe(true);
      if (f.description) expect(descriptions.has(f.description)).toBe(true);
    }
  });
});

describe('assertMarinaLayoutFontsAvailable', () => {
  it('resolves when fc-list names both families, in any case and among aliases', async () => {
    await expect(
      assertMarinaLayoutFontsAvailable(() => ['DejaVu Sans', 'biz udpgothic,BIZ UDPゴシック', 'ANONYMOUS PRO']),
    ).resolves.toBeUndefined();
  });

  it('rejects naming each missing family and its Debian package when one or both are missing', async () => {
    await expect(assertMarinaLayoutFontsAvailable(() => ['Anonymous Pro'])).rejects.toThrow(
      '"BIZ UDPGothic" (install Debian package fonts-morisawa-bizud-gothic)',
    );
    const both = assertMarinaLayoutFontsAvailable(async () => ['DejaVu Sans']);
    await expect(both).rejects.toThrow('"Anonymous Pro" (install Debian package fonts-anonymous-pro)');
    await expect(assertMarinaLayoutFontsAvailable(async () => [])).rejects.toThrow(/BIZ UDPGothic.*Anonymous Pro/);
  });

  it('finds both families on this machine by default', async () => {
    await expect(assertMarinaLayoutFontsAvailable()).resolves.toBeUndefined();
  });
});

describe('layout', () => {
  it('keeps every text inside the image, at 14 px or more, over glyphs its font has, overlapping no other text', () => {
    const problems: string[] = [];
    for (const c of cases) {
      const { drawing } = marinaLayoutReceipt(c.name);
      const items = drawing.items.filter((item): item is TextItem => item.kind === 'text');
      const boxes = items.map((item) => ({ item, box: textBox(item) }));
      for (const { item, box } of boxes) {
        if (item.size < 14) problems.push(`${c.name}: "${item.text}" at ${item.size} px`);
        if (!hasGlyphs(item.text, item.face, item.bold)) problems.push(`${c.name}: "${item.text}" lacks glyphs`);
        if (box.left < 0 || box.right > drawing.width || box.top < 0 || box.bottom > drawing.height) {
          problems.push(`${c.name}: "${item.text}" overflows`);
        }
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]?.box;
          const b = boxes[j]?.box;
          if (!a || !b) continue;
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
          if (overlap) problems.push(`${c.name}: "${boxes[i]?.item.text}" overlaps "${boxes[j]?.item.text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('draws portrait phone screenshots 720 to 1080 px wide', () => {
    for (const c of cases) {
      const { drawing } = marinaLayoutReceipt(c.name);
      expect(drawing.width).toBeGreaterThanOrEqual(720);
      expect(drawing.width).toBeLessThanOrEqual(1080);
      expect(drawing.height).toBeGreaterThan(drawing.width * 1.8);
      expect(drawing.quality).toBeGreaterThanOrEqual(80);
      expect(drawing.quality).toBeLessThanOrEqual(92);
    }
  });

  it('writes a scenario for each case naming its expected truth, and refuses unknown names', () => {
    for (const c of cases) expect(marinaLayoutScenario(c.name)).toContain(`expected: ${c.truth}`);
    expect(() => marinaLayoutScenario('marina/nubank/nope')).toThrow();
    expect(() => marinaStore('nope')).toThrow();
  });
});

describe('rendering', () => {
  it('renders one receipt per layout as a JPEG of the drawn size, dark themes dark and light ones light', async () => {
    for (const layout of LAYOUTS) {
      const c = get(layout, 'correct-2');
      const bytes = await c.content();
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const { drawing } = marinaLayoutReceipt(c.name);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([drawing.width, drawing.height]);
      const stats = await sharp(bytes).greyscale().stats();
      const mean = stats.channels[0]?.mean ?? 0;
      if (c.theme === 'dark') expect(mean).toBeLessThan(80);
      else expect(mean).toBeGreaterThan(170);
    }
  });

  it('serves the reused file as the very bytes of correct-1, and renders the same bytes again', async () => {
    const reused = get('nubank', 'reused-file');
    const first = get('nubank', 'correct-1');
    const [a, b] = await Promise.all([reused.content(), first.content()]);
    expect(a.equals(b)).toBe(true);
    const again = await renderJpeg(marinaLayoutReceipt(first.name).drawing);
    expect(again.equals(b)).toBe(true);
    for (const layout of ['bb', 'picpay']) {
      const [x, y] = await Promise.all([get(layout, 'reused-file').content(), get(layout, 'correct-1').content()]);
      expect(x.equals(y)).toBe(true);
    }
  });
});

/** The exclusion list handed over with the brief: upper case, accents stripped. */
const FORBIDDEN_WORDS = `
ABREU ACCIOLY ACESSORIOS ACIOLI ACIOLY ACONSELHAMENTO ACOPIARA ACOUGUE ADALBERTO ADALGISA ADAUTO ADEGA
ADELAIDE ADELINO ADEMAR ADEMIR ADRIANA ADRIELE AGENOR AGIL AGROPECUARIA AGUIAR AGUILERA AGUIRRE ALAGOANA
ALAGOAS ALAMBIQUE ALBANO ALBERNAZ ALBINO ALBUQUERQUE ALCIDES ALCIONE ALECRIM ALENCAR ALFAIATARIA ALFAZEMA
ALICE ALICERCE ALIMENTOS ALINE ALMEIDA ALVARENGA ALVES ALVORADA AMADEU AMADO AMANCIO AMANHA AMARAL AMARO AMBAR
AMBROSIO AMETISTA AMILTON AMORIM AMULETOS ANA ANDERSON ANDRADE ANDRIOLLI ANIVERSARIO ANJOS ANSELMO ANTONIAZZI
ANTONIO ANTUNES APARECIDA APIARIO APICULTORES APODI APODY AQUARISMO AQUINO ARAGAO ARAGON ARANTES ARAPUA
ARARANGUA ARAUCARIA ARAUJO ARCANO ARCOVERDE ARGILA ARIANE ARIRANHA ARISTEU ARISTIDES ARLINDO ARMARINHO AROEIRA
AROMAS AROMATERAPIA ARRAES ARRUDA ARTE ARTES ARTESANAIS ARTESANAL ARTESANATO ARTHUR ARTIGOS ARUANDA ASSESSORIA
ASSIS ASSUNCAO ASTRAL ASTROLOGIA ATACADO ATELIE ATENDIMENTOS AUDIOVISUAIS AUGUSTO AURORA AUTO AVANCADA
AVIAMENTOS AXE AZEVEDO AZUL BACCARO BACELAR BACKES BAIANA BAIANO BALCAO BALTAZAR BANDEIRA BANHOS BARAUNA
BARBALHO BARBEARIA BARBOSA BARCELOS BARONI BARREIROS BARRETO BARROS BARROSO BARTOLOMEU BASSO BASTOS BATISTA
BATURITE BAUER BAZAR BEATRIZ BELMIRO BELO BELTRAO BEM BENEDETTI BENEDITA BENEDITO BENEVIDE BENEVIDES BENICIO
BENTO BERENICE BERNARDO BERTOLDI BERTOLDO BERTOLINI BESSA BETINA BEZERRA BEZERRIL BIANCA BIASUS BIAZUS BICALHO
BICICLETARIA BIGORNA BIGUATINGA BISELADOS BISTRO BITTAR BITTENCOURT BOA BOAVENTURA BOECHAT BOFF BOLDRINI BOLHA
BOM BOMBONIERE BONAVENTURA BONETTI BONFIM BONIFACIO BORBA BORBOLETA BORBOREMA BORDADOS BORDARIA BORGES
BORRACHARIA BORTOLINI BORTOLOTTO BORTOLUZZI BOTELHO BRAGA BRAGANCA BRANCA BRANDAO BRANDINI BRASILEIRO BRAVO
BRAZ BRECHO BRENDA BRESAN BRESSAN BRESSANI BRINQUEDOS BRISA BRITO BRONZE BRUM BRUNA BRUNO BRUSTOLIN BUCHA BUDA
BUENO BUFFET BUGIO BULHOES BURITI BURITIS BUZIOS CABALA CABOCLO CABRAL CABROBO CACHACARIA CAETANO CAFETERIA
CAFEZAIS CAFEZAL CAIO CAJAZEIRA CAJUEIRO CALADO CALCADOS CALDAS CALDEIRA CALDEIRAO CALENDULA CALENDULAS
CALHEIROS CALIXTO CAMAFEU CAMARA CAMARGO CAMBARA CAMBOIM CAMBUCI CAMBUQUIRA CAMBUQUY CAMELO CAMILA CAMINHA
CAMINHOS CAMOCIM CAMOMILA CAMPANA CAMPELO CAMPING CAMPO CAMPOLINA CAMPOS CAMURCA CANDEEIRO CANDELARIA CANDIDA
CANELA CANINDE CANOA CANTANHEDE CANTINA CANTUARIA CAPELLI CAPIVARA CARAMURU CARAUBAS CARAVELA CARCARA CARDOSO
CARIRI CARLA CARLOS CARNEIRO CARNIEL CARRARO CARRETEL CARROS CARVALH CARVALHAL CARVALHO CASA CASAGRANDE
CASCALHO CASSIA CASSOL CASTANHAS CASTELO CASTILHO CASTRO CATARINENSE CAUMO CAVACO CAVALCANTE CAVALCANTI
CAVALHEIRO CAVALLARO CAXAMBU CEARENSE CECILIA CELESTE CELINA CELSO CELULARES CENTRAL CERA CERAMICA CEREAIS
CERQUEIRA CERRADO CERTO CERVEIRA CERVEJARIA CESCON CESTARIA CESTOS CHAGAS CHAMA CHARUTARIA CHAS CHAVEIRO
CHAVES CHEIA CHIMANGO CHOCOLATES CHOPERIA CIBELE CICERO CIGANA CINARA CINTIA CIRANDA CIRANDAS CIRCULO CIRINO
CIRO CLAREIRA CLAREIRO CLARICE CLARO CLAUDIA CLAUDIONOR CLEBER CLEIDE CLEITOM CLEITON CLEMENTE CLEMENTINO
CLEOMAR CLEONICE CLEUSA CLIMATIZACAO CLODOALDO CLOVIS COBERTURA COBRE COELHO COIMBRA COLACO COLCHOES COLOMBO
COMERCIAL COMERCIO CONCEICAO CONFECCOES CONFEITARIA CONSTANCA CONSTRUCAO CONSTRUTORA CONSULTAS CONSULTORIA
CONTAB CONTABIL COOPERATIVA CORALINA CORDEIRO CORDOARIA CORDOVIL CORINA CORPORAIS CORREA CORREIA CORSI CORTES
CORTEZ CORTINAS CORUJA COSME COSMETICOS COSTA COUTINHO COUTO COXILHA COXILHAS CRATO CREPERIA CREUSA CRISTAIS
CRISTAL CRISTALOTERAPEUTAS CRISTALOTERAPIA CRISTIANE CRISTIANO CRISTINA CROMOTERAPIA CUNHA CURA CURRAIS CURRAL
CURSOS CUSTODIO CUTELARIA DAIANE DALILA DALLABRIDA DALLAGNOL DALMOLIN DALPRA DALVA DAMARIS DAMASCENO DAMETTO
DAMIAO DANIELA DANILO DANTAS DARCI DAVI DAYANE DEBORA DECOR DECORACOES DEFUMADORES DEIVID DELATORRE DELFINO
DELGADO DEMARCHI DENILSON DENISE DEOCLECIO DEUSDETE DEVECHI DIAS DIEGO DIMAS DINIZ DIOGENES DIONISIO DIRCE
DIRLENE DISTRIBUIDORA DIVINA DJALMA DOCERIA DOIS DOMINGOS DOMINGUES DORALICE DORGIVAL DORIA DORIVAL DORNELAS
DORNELES DOROTEIA DOUGLAS DOURADO DRESCH DROGARIA DRUMMOND DUARTE DULCINEIA DUTRA EDGAR EDILEUSA EDILEUZA
EDILSON EDINALDO EDIVALDO EDNA EDNALDO EDSON EDUARDA EDUARDO EDVALDO ELAINE ELEMENTAL ELENICE ELETRICA
ELETRONICA ELETRONICOS ELIANE ELIETE ELIEZER ELIOMAR ELISA ELISANGELA ELOA ELOI ELPIDIO ELTON ELVIRA ELZIRA
EMA EMBALAGENS EMERSON EMILIO EMPADARIA EMPORIO EMPREENDIMENTOS ENCADERNACAO ENCANTADA ENCANTADO ENCANTADOR
ENCOMENDA ENERGETICOS ENERGIA ENGENHARIA ENTREGA ENZO EQUILIBRIO EQUILIBRIUM ERICA ERMELINDA ERNESTO ERONILDES
ERVANARIO ERVAS ESCOBAR ESCOLA ESCOREL ESCRITORIO ESCUDERO ESMERALDA ESMERALDO ESOTERICOS ESPACO ESPELHOS
ESPERANCA ESPINDOLA ESPINOLA ESPIRITA ESPIRITUAL ESPORTES ESPOSITO ESSENCIAS ESTAMPARIA ESTAR ESTELA ESTER
ESTETICA ESTEVAM ESTEVAO ESTEVES ESTOFADOS ESTRELA ESTUDIO EUFRASIO EULALIA EUNICE EURIDES EVANDRO EVANGELISTA
EVARISTO EVELYN EVENTOS EVERALDO EVERTON EVILASIO EXPRESS FABIANA FABIANO FABIO FABRICIO FACANHA FACCHINI
FACHINI FADAS FAGNANI FAGUNDES FALCAO FALCHI FALCONI FALEIROS FALQUETO FARIAS FAROL FATIMA FAUSTO FEIJO
FEITOSA FELIPE FELIS FELIZ FENIX FERNANDES FERNANDO FERRAGENS FERRAMENTARIA FERRANTE FERRARESI FERRAZ FERREIRA
FERRO FIALHO FIBRAS FIGUEIRA FIGUEIREDO FIGUEIRO FILH FILHA FILHAS FILHO FILHOS FILOMENA FINAL FINOS
FIORAVANTE FIOS FIRMINO FLAVIA FLAVIO FLECHAS FLORA FLORENTINO FLORIANO FLORICULTURA FLORISVALDO FLORIVALDO
FOCINHO FOGACA FOLADOR FONSECA FONTANA FONTENELE FONTENELLE FONTES FONTOURA FORMIGHIERI FORNO FRAGA FRAGOSO
FRANCIELE FRANCIELLE FRANCISCA FRANCISCO FRANCO FREIRE FREITAS FRETE FRETES FRIGOMAIS FRIGOMAX FROES FROTA
FUJITA FUMACINHA FUNILARIA FURLAN FURQUIM FURQUIN FURTADO GABRIEL GADELHA GAIVOTA GALDINO GALHARDI GALHARDO
GALINDO GALVANI GALVAO GAMA GARANHUNS GARBIN GARCIA GARRIDO GASPAR GAUCHA GAUCHO GEISA GELATERIA GEMAS GENESIO
GENIVAL GENIVALDO GENOVEVA GEOVANE GERALDINA GERALDO GERCINA GERMANO GERSON GERUSA GERUZA GERVASIO GHISLENI
GIACOMETTI GIACOMINI GILBERTO GILDASIO GILDAZIO GILDETE GILMAR GILSON GILVANIA GIOVANA GIOVANNA GIRAO GIRARDI
GIRASSOL GIROTTO GISELE GISLAINE GIVANILDO GLAUBER GLAUCIA GLEICIANE GLEICIENE GLORIA GODINHO GODOY GOIANESIA
GOIANESIANA GOMES GONCALVES GONDIM GONZAGA GOULART GOUVEIA GRACAS GRACIETE GRAFICA GRANIT GRANITOS GRAO GRAOS
GRAUNA GRAZIELA GRUTA GUAJUVIRA GUAPURUVU GUARACIABA GUARNIERI GUEDES GUERRA GUERREIRO GUIA GUILHERME
GUIMARAES GUIOMAR GUMERCINDO GUSMAO GUSTAVO HAAS HADDAD HAMBURGUERIA HAMES HAMMES HARMONIZACAO HARTMANN HECK
HEITOR HELDER HELENA HELENO HELIO HELOA HELOISA HENRIQUE HERALDO HERBARIO HERCILIO HERMES HERMINIO HERMOGENES
HIDALGO HIDRAULICA HIDRICOS HILARIO HILDA HILDEBRANDO HOFFMANN HOLANDA HOLISTICAS HONORATO HONORIO HORACIO
HORARIO HORTA HORTENCIA HORTIFRUTI HORUS HOSANA HUGO HUMBERTO IANNI IARA IBIAPINA IBIUNA ICARO ICHIKAWA
IDALINA IDIOMAS IGLESIAS IGOR ILHEUS IMOBILIARIOS IMPLEMENTOS IMPRESSAO INACIO INCENSARIA INCENSARIO INCENSOS
INCLUSO INDUSTRIA INDUSTRIAIS INES INFORMACAO INFORMATICA INGRID INSTITUTO INSTRUMENTOS INSUMOS INTEGRADA
INTEGRATIVAS INTERCAMBIO INTERIOR INTERNA INTUITIVAS IOLANDA IOLE IPE IPIRANGA IRACEMA IRACI IRACY IRAN IRANI
IRENEU IRINEU IRIS IRMAOS IRRIGACAO ISADORA ISAURA ISMAEL ISOLDA ITABAIANA ITACARE ITALO ITAMAR ITAPEMA ITAPOA
IVANETE IVANILDA IVANILSON IVANIR IVONE IVONETE IZIDORO JABUTI JABUTICABA JACARANDA JACINTO JACIRA JADE
JAGUARIBE JAGUARIBENSE JAGUARUMA JAGUARUNA JAIR JAIRO JAMILE JANAINA JANDAIA JANDIRA JANETE JANSEN JAQUELINE
JARAGUA JARDIM JASPE JATAHY JATOBA JEFERSON JEQUITIBA JERONIMO JESSE JESSICA JOANA JOAQUIM JOAQUINA JOCELI
JOCELINO JOCIANE JOCIMAR JOCIMARA JOEL JOELMA JONAS JONATAS JORDANA JOSE JOSEFA JOSELMA JOSIANE JOSUE JOSUEL
JOVINO JOYCE JUCA JUCELINO JUDITE JULIANA JULIO JUNIOR JUNQUEIRA JURACI JURANDIR JURANDYR JUREMA JUSSARA
JUSTINO JUSTO JUVENAL JUVENCIO KABALA KARINA KATIA KAUAN KELEN KELLY KELVIN KIT KLEBER KLEIN KOBAYASHI KOERICH
KOMBUCHA KOWALSKI KRAUSE KUHN KUNZ LACERDA LAERCIO LAGES LAIS LAMEGO LAMPARINA LAMPARINAS LAMPERT LANCHONETE
LANDIM LANDIN LAR LARANJEIRA LARISSA LATICINIOS LAUDELINA LAUDICEIA LAURO LAVACAO LAVANDA LAVANDERIA LAVINIA
LAVOR LEAL LEANDRO LEAO LEILA LEITAO LEITE LEITURA LEITURAS LEME LEMOS LENHA LEOCADIA LEOCIR LEONARDO LEONEL
LEONIDAS LEONOR LEONTINA LEOPOLDINO LEOPOLDO LESTE LETICIA LIDIANE LILAS LIMA LIMPA LIMPE LIMPEZA LINDALVA
LINDAURA LINDEMANN LINDENBERG LINDNER LINDOLFO LINDOMAR LINHARES LINHAS LINS LIRIO LISBOA LIVIA LIVRARIA LOBAO
LOBATO LOBO LOCACAO LOGISTICA LOIOLA LOJA LOPES LOPRETE LORENA LORENZI LOTERICA LOURDES LOUREDO LOUREIRO
LOUZADA LOYOLA LUA LUANA LUCAS LUCCHESI LUCELIA LUCENA LUCIANA LUCIENE LUCIMAR LUCIMARA LUCIMEIRE LUCINDA
LUDMILA LUIZA LUMINAR LUSTOSA LUZ LUZIA MACAMBIRA MACARIO MACEDO MACHADO MACIEL MACRAME MADEIREIRA MADREPEROLA
MAFRA MAGALHAES MAGAZINE MAGELA MAGESTE MAGNANI MAGNO MAGRI MAIA MAICON MAJESTE MALHARIA MALLMANN MALTA
MALVINA MANDACARU MANDALA MANGABA MANGABEIRA MANGUEIRA MANOEL MANOELA MANSA MANTRA MANUELA MAPA MAPAS MARACUJA
MARAJO MARANHAO MARCELA MARCELO MARCENARIA MARCIA MARCILIO MARCIO MARCOLINO MARCON MARCOS MARE MARESIA MARIA
MARIANA MARILDA MARINA MARINALDA MARINALVA MARINEIDE MARINEIDES MARINHO MARINS MARISA MARISTELA MARIVALDA
MARLENE MARLI MARLUCE MARLUCIA MARMORES MARQUEZINI MARREIRO MARTINS MASCARENHAS MATERIAIS MATHEUS MATOS MATTOS
MAURO MAXIMILIANO MAYARA MAZZUCO MECANICA MEDEIROS MEDINA MEDRADO MEIRA MEIRELES MEIRELLES MEL MELO MENDANHA
MENDES MENDONCA MENEGAT MENEGATTI MENEGAZ MENEZES MENTORIA MERCEARIA MESQUITA MEU MIGUEL MINERACAO MINERAIS
MIRELA MIRIAM MIRIAN MIRRA MIRTES MISTICA MISTICOS MIUDEZAS MIYAZAKI MOACIR MODAS MODESTO MOINHO MOLDURARIA
MONTALVAN MONTALVAO MONTEIRO MONTENEGRO MORAES MOREIRA MORENO MORORO MOSCHETTA MOSCOSO MOSER MOSQUERA MOSSORO
MOTA MOTTA MOURA MOURAO MOVEIS MUCURIPE MUDANCAS MUDAS MURICI MURILO MUSICAIS NADIA NADIR NAGAI NAIARA NAILDE
NAIR NAKAMURA NASCENTE NASCIF NASCIMENTO NASSIF NATAL NATALIA NATANAEL NATHALIA NATIVA NATIVO NATURAIS NAUTICO
NAVARRO NAYARA NAZARENO NAZARIO NEGRA NEGREIROS NEIDE NEIVA NELSON NEPOMUCENO NERY NESTOR NETO NETUNO NEUSA
NEVES NICANOR NICOLAS NICOLE NILTON NILZA NISHIMURA NIVALDO NOAH NOBRE NOBREGA NOELI NOELIA NOEMIA NOGUEIRA
NOLASCO NOLETO NONATO NORMA NOROES NORONHA NORTEX NOTA NOVA NOVAIS NOVELLI NOVEMBRO NUMEROLOGIA NUNES OBRIGADO
OBSIDIANA ODAIR ODETE ODILIA ODILON OESTE OFICINA OKADA OLARIA OLGA OLHO OLINDA OLIVA OLIVEIRA ONLINE ONOFRE
OPALA OPALAS ORACAO ORACULO ORACULOS ORGANICOS ORIENTACAO ORIENTE ORLANDO ORLINDO ORQUIDARIO ORSINI ORVALHO
ORVALHOS OSANA OSMAR OSMARINA OSORIO OSTETTO OSVALDINA OSVALDO OTACILIO OTAVIO OTICA OTILIA OTONIEL OTTO
OURICURI OURIQUE OURIVESARIA OURO OXALA OZIEL PACHECO PADARIA PADILHA PAES PAIM PAINEIRA PAISAGISMO PAIVA
PAIXAO PALHARES PALMIRA PALOMA PAMELA PAMONHARIA PAMPA PAMPLONA PAMPONET PAOLA PAPELARIA PARAFINA PARAGUASSU
PARANAGUA PARANHOS PARENTE PARREIRAL PASQUALOTTO PASSARINHO PASSO PASTELARIA PASTOR PATRICIA PAULO PAVAN
PAVANI PAZ PAZINI PECANHA PECAS PEDAIS PEDAL PEDRA PEDRINI PEDROSA PEGORARO PEIXARIA PEIXOTO PELLEGRINI
PELLEGRINO PENDULOS PENEDO PENHASCO PENTEADO PERCIVAL PEREIRA PERES PERFUMARIA PERGAMINHO PERIN PEROBA
PERPETUA PERSIANAS PERSIO PESCA PESCADOS PESSOA PET PETISCARIA PETROLINA PETRUCIO PGTO PIACABUCU PICCININI
PICCOLI PICCOLO PIETRO PILATES PIMENTA PIMENTEL PINHEIRO PINHO PINTO PINTURA PIOVESAN PIPOCA PIPOKA PIRES
PISOS PISTAO PITANGA PITANGUI PITANGUY PIZZARIA PLANTAS PLINIO POLIGLOTA PONTE PONTEIRO PONTEIROS PONTES PONTO
PONTUAL PORTAL PORTELA PORTELLA PORTINARI PORTO PORTUGAL POTIGUAR POUSADA PRADO PRANA PRATES PRAXEDES PRESENTE
PRESENTES PRESTES PRETA PRISCILA PRODUCOES PRODUTOS PROTECAO PRUDENCIO QUADROS QUARESMA QUARTZO QUEBRADA
QUEIJARIA QUEIROGA QUEIROZ QUENTAL QUEVEDO QUEZADO QUEZIA QUINDERE QUINDIM QUINDINS QUINTANILHA QUINTAO
QUINTAS QUINTELA QUINTINO QUINZENAL QUIRINO QUIROMANCIA QUITANDA QUITERIA QUIXABA QUIXADA RABELO RACOES RAFAEL
RAFAELA RAFFAINI RAILSON RAIMUNDA RAISSA RAMALHO RAMAO RAMON RAMOS RANGEL RAPOSO RAQUEL RAYANE REBECA REBELO
REBOUCAS RECANTO RECH REFERENTE REFRIGERACAO REFRIGERACOES REGIANE REGINA REGINALDO REGO REIKI REINALDO REIS
RELIGIOSOS RELOJOARIA RENAN RENATA RENATO RESENDE RESERVA RESPLANDES RESTANTE RESTAURANTE RETIRADA REZENDE
RIBAMAR RIBAS RIBEIRO RICARDO RIGO RIO RIOS RISSO RITOS RIVALDO ROBERTO ROBSON ROCHA ROCHEDO RODINEI RODOVALHO
RODOVIA RODRIGO RODRIGUES ROGERIO ROLIM ROMERO ROMEU ROMILDA ROMUALDO RONILDO ROSA ROSALIA ROSALIO ROSALVO
ROSANA ROSANGELA ROSARIO ROSELI ROSEMEIRE ROSILDA ROSIMAR ROSINEIDE ROSINELDE ROSIVALDA ROSIVALDO ROSSATO
ROSSETTI ROSSI ROTA ROTISSERIA ROTTA ROXO RUBEM RUBENS RUFINO RUNAS RURAI RURAIS RUSCHEL RUSSAS RUTE SABADO
SABIA SABINO SABOARIA SABOES SABORES SABRINA SABUGUEIRO SACCHETTI SACRA SACRAS SAGRADA SAKAI SALAZAR SALDANHA
SALES SALETE SALGADERIA SALGADO SALGUEIRO SALLES SALOMAO SALVADOR SALVIA SAMAMBAIA SAMARA SAMPAIO SAMUEL
SANDALO SANDRO SANTA SANTANA SANTIAGO SANTOS SANTUARIO SAPATARIA SAPUCAIA SARAIVA SARDINHA SARMENTO SARTORI
SAULO SCHEFFER SCHMITT SCHROEDER SCHWARZ SEABRA SEBASTIANA SEBASTIAO SEGADAS SEGREDO SEIDEL SEIXAS SELARIA
SELECIONADO SELECIONADOS SELENITA SEMENTE SEMIJOIAS SENA SERAFIM SERAFINI SERAPIAO SERGIO SERIGRAFIA SERPA
SERRA SERRALHERIA SERTANEJO SERTAO SERTORIO SERVICOS SESSAO SETE SEVERINA SEVERINO SEXTA SGARBI SHOP
SIBIPIRUNA SIDERAIS SIDERAL SIDNEI SIDNEIA SIDONIO SILVA SILVANO SILVEIRA SILVESTRE SILVINO SILVIO SIMARA
SIMOES SIMONE SINAL SINESIO SIQUEIRA SIRIEMA SIRLEI SISAL SISTEMA SISTEMAS SOARES SOBRAL SOBREIRA SOBRINHO
SOCORRO SODRE SOFIA SOLANGE SOLANO SOLSTICIA SOLSTICIO SONIA SONOTERAPIA SORRIDENTE SORTE SORVETERIA SOTERO
SOTO SOUSA SOUZA STEIN STELLA STORE SUAVES SUELEN SUELI SUPRIMENTO SUPRIMENTOS SUSTENIDO SUTIS TABACARIA
TABAJARA TABATINGA TABOSA TADEU TAINA TAINARA TAIPA TAKESHI TALISMAS TALITA TAMANDARE TAMBORES TANIA TAPECARIA
TAPETES TAPIOCARIA TAQUARAL TAQUES TARCILA TARCISIO TARO TAROT TARSILA TATIANE TAVARES TAVEIRA TAVORA TEBALDI
TECELAGEM TECIDOS TECNOLOGIA TEIXEIRA TELEFONIA TELES TELMA TELMO TEMOTEO TENDA TENORIO TEOBALDO TEODORO
TEODOSIO TEOFILO TERAPIAS TEREZA TEREZINHA TERREIRO TERTULIANA TERTULIANO TESSARO THAIS THIAGO TIAGO TIBURCIO
TIETE TIMBAUBA TIMBO TINTAS TINTURARIA TIPOGRAFIA TIRADENTES TOBIAS TOLEDA TOLEDO TOLENTINO TOLOMEI TOMASI
TOMAZ TOMAZI TOME TONET TONIAL TONIOLO TORNEARIA TORQUATO TORREFACAO TORRES TORRESAN TOSTES TRAJANO TRAMELA
TRANSLUCIDA TRANSLUCIDO TRANSPORTADORA TRAVASSOS TRENTIN TRENTINI TRES TREVISAN TREVIZAN TREVO TRIADE TRIGO
TRINDADE TUCANO TUCUNARE TUIUIU TUPI TUPIN TUPINAMBA TUPINIQUIM TURMALINA UBALDO UBIRACI UBIRAJARA UBIRATAN
UCHIDA UCHOA ULISSES UMBANDA UMBERTO URBANI URBANO URBINA URIAS URQUIZA URSULA URUACU UTILIDADES VAGNER
VALADAO VALADARES VALDECI VALDEMAR VALDEMIRO VALDETE VALDIR VALDIRENE VALDOMIRO VALDUGA VALE VALENCA VALENTE
VALENTIM VALENTINA VALERIA VALFREDO VALLIM VALMIR VALQUIRIA VALTER VANDA VANDERLEI VANDERLEIA VANESSA VANZ
VARANDA VARELA VARGAS VARIEDADES VARJAO VASCONCELOS VASQUES VEGETAL VEICU VEICULO VEICULOS VELAME VELAMES
VELAS VELOSO VENDRAMIN VENDRAMINI VENTANIA VENTURA VERAS VERDE VERDURAS VERGUEIRO VERISSIMO VERNIZ VERNIZE
VERNIZES VERONICA VIANA VICENTE VIDAL VIDIGAL VIDRACARIA VIDROS VIEGAS VIEIRA VIGANO VILAR VILELA VILHENA
VILMA VINHERIA VINHOS VINICIUS VIOLETA VIRGILIO VISTA VITOR VIVA VIVEIRO VIVENCIAS VIVIANE VOLKMANN VOLPATO
WAGNER WALDIR WALMIR WANDA WANDERLEI WANDERSON WATANABE WEBER WELLINGTON WENDLING WERNECK WESLEY WILLIAN WILMA
WILSON WOLFF WOLTER XAMANICA XAROPE XAVIER XENIA XEREZ XIMENES YAMAMOTO YASMIN YOGA YOLANDA YOSHIDA YURI
ZACARIAS ZAGO ZAMBONI ZAMPIERI ZAMPROGNA ZANCHETTA ZANELLA ZANETTI ZANINI ZANOTTO ZARDO ZELIA ZENAIDE ZENILDA
ZENOBIO ZILDA ZILLI ZIMMER ZIMMERMANN ZOCCOLI ZODIACAL ZODIACO ZORAIDE ZORZI ZUCCHI ZULEICA ZULEIDE ZULMIRA
`;
