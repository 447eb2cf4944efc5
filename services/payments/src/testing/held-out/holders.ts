/**
 * The held-out holders of issue #29: written before its rules and never looked at while tuning them. Measure with
 * holderCases(HELD_OUT_HOLDERS) and report apart from the tuned set (services/payments/bench/receipt-held-out.bench.mjs).
 */
import type { HolderSet } from '../holder-cases.js';

export const HELD_OUT_HOLDERS: HolderSet = {
  label: 'held-out',
  companies: [
    { name: 'LUZ DIVINA RITUAIS LTDA', document: '12345678000195' },
    { name: 'CASA DE ORACAO ESTRELA GUIA ME', document: '27865757000102' },
    { name: 'AXE DO ORIENTE ARTIGOS RELIGIOSOS EIRELI', document: '33000167000101' },
    { name: 'CAMINHOS DA FE ESOTERICOS LTDA', document: '60746948000112' },
    { name: 'SANTUARIO LUA CHEIA LTDA', document: '19131243000197' },
    { name: 'VELAS E INCENSOS BOA SORTE LTDA EPP', document: '42591651000143' },
  ],
  people: [
    { name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA', document: '52998224725' },
    { name: 'JOAO BATISTA FERREIRA', document: '39053344705' },
    { name: 'ANA CLAUDIA DE SOUZA LIMA', document: '11144477735' },
    { name: 'FRANCISCO DAS CHAGAS NASCIMENTO', document: '15350946056' },
    { name: 'LUCIANA ROCHA', document: '86288366757' },
    { name: 'JOSEFA MARIA DA CONCEICAO ARAUJO', document: '71428793860' },
  ],
  longNames: [
    { name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA', document: '52998224725' },
    { name: 'FRANCISCO DAS CHAGAS NASCIMENTO', document: '15350946056' },
    { name: 'JOSEFA MARIA DA CONCEICAO ARAUJO', document: '71428793860' },
    { name: 'ANTONIO CARLOS DE ALBUQUERQUE NETO', document: '04872951379' },
  ],
  payer: { name: 'RENATA GOMES PRADO', document: '***.813.472-**' },
  otherCompany: 'ESPACO MISTICO ALVORADA LTDA',
  otherPerson: 'CARLOS EDUARDO MENDES',
  storeEmail: 'financeiro@luzdivina.com.br',
  phone: {
    stored: '+5511976543210',
    printed: ['+55 (11) 97654-3210', '(11) 97654-3210', '+5511976543210', '11 97654 3210', '+55 11 97654-3210'],
  },
  randomKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  seed: 2,
};
