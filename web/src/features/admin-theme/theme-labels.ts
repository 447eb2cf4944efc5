import type { DashboardStyle } from '@ritual/contracts/themes';

export const DASHBOARD_STYLE_LABELS: Record<DashboardStyle, string> = {
  cards: 'Cards (clássico)',
  modern: 'Moderno',
  analytics: 'Analytics',
};

export const DASHBOARD_STYLE_DESCRIPTIONS: Record<DashboardStyle, string> = {
  cards: 'Cartões com os números do dia e do mês e barras de meta.',
  modern: 'Destaque para o mês, com anéis de progresso das metas.',
  analytics: 'Indicadores compactos e o gráfico de vendas dos últimos 30 dias.',
};

/** Spec §4: after a theme change the page reloads about 1 second later. */
export const RELOAD_AFTER_THEME_CHANGE_MS = 1000;
