import type { DashboardStyle } from '@ritual/contracts/themes';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { AdminPage } from '../../admin-common/components/admin-page';
import { LoadingState } from '../../admin-common/components/states';
import { useLoad } from '../../admin-common/use-load';
import { useAdminTheme } from '../../admin-theme/admin-theme-context';
import { DASHBOARD_STYLE_LABELS } from '../../admin-theme/theme-labels';
import { type DashboardStats, type DaySales, fetchDailySales, fetchDashboardStats } from '../api/dashboard-api';
import { AccountAlerts } from './account-alerts';
import { BackupNotice } from './backup-notice';
import { DailySalesChart } from './daily-sales-chart';
import { GoalProgress } from './goal-progress';
import { GoalsModal } from './goals-modal';
import { RecoveredCard } from './recovered-card';
import './dashboard.css';

const EMPTY_STATS: DashboardStats = {
  daily_sales: 0,
  monthly_sales: 0,
  daily_goal: 0,
  monthly_goal: 0,
  daily_commission: 0,
  monthly_commission: 0,
};

const FIGURES = [
  { key: 'daily_sales', label: 'Vendas Hoje', icon: '💰' },
  { key: 'monthly_sales', label: 'Vendas do Mês', icon: '📅' },
  { key: 'daily_commission', label: 'Comissão Hoje', icon: '🤝' },
  { key: 'monthly_commission', label: 'Comissão do Mês', icon: '📈' },
] as const;

function Goals({ stats, variant }: { stats: DashboardStats; variant: 'bar' | 'ring' }) {
  return (
    <section className={`adm-card adm-dash__goals adm-dash__goals--${variant}`} aria-labelledby="metas-titulo">
      <h2 id="metas-titulo" className="adm-card__title">
        Progresso das Metas
      </h2>
      <div className="adm-dash__goal-list">
        <GoalProgress label="Meta Diária" sales={stats.daily_sales} goal={stats.daily_goal} variant={variant} />
        <GoalProgress label="Meta Mensal" sales={stats.monthly_sales} goal={stats.monthly_goal} variant={variant} />
      </div>
    </section>
  );
}

function CardsStyle({ stats }: { stats: DashboardStats }) {
  return (
    <>
      <ul className="adm-dash__figures" aria-label="Resumo de vendas">
        {FIGURES.map((figure) => (
          <li key={figure.key} className="adm-card adm-stat">
            <span className="adm-stat__icon" aria-hidden="true">
              {figure.icon}
            </span>
            <p className="adm-stat__label">{figure.label}</p>
            <p className="adm-stat__value">{formatMoney(stats[figure.key])}</p>
          </li>
        ))}
      </ul>
      <Goals stats={stats} variant="bar" />
    </>
  );
}

function ModernStyle({ stats }: { stats: DashboardStats }) {
  return (
    <>
      <div className="adm-dash__hero">
        <div>
          <p className="adm-dash__hero-label">Vendas do Mês</p>
          <p className="adm-dash__hero-value">{formatMoney(stats.monthly_sales)}</p>
          <p className="adm-dash__hero-sub">Comissão do mês: {formatMoney(stats.monthly_commission)}</p>
        </div>
        <dl className="adm-dash__hero-today">
          <div>
            <dt>Vendas Hoje</dt>
            <dd>{formatMoney(stats.daily_sales)}</dd>
          </div>
          <div>
            <dt>Comissão Hoje</dt>
            <dd>{formatMoney(stats.daily_commission)}</dd>
          </div>
        </dl>
      </div>
      <Goals stats={stats} variant="ring" />
    </>
  );
}

function AnalyticsStyle({ stats, days }: { stats: DashboardStats; days: DaySales[] | undefined }) {
  const totalOrders = days?.reduce((sum, day) => sum + day.orders, 0) ?? 0;
  const total = days?.reduce((sum, day) => sum + day.sales, 0) ?? 0;
  return (
    <>
      <dl className="adm-dash__kpis">
        {[...FIGURES, { key: 'daily_goal', label: 'Meta Diária' }, { key: 'monthly_goal', label: 'Meta Mensal' }].map(
          (figure) => (
            <div key={figure.key} className="adm-card adm-kpi">
              <dt>{figure.label}</dt>
              <dd>{formatMoney(stats[figure.key as keyof DashboardStats])}</dd>
            </div>
          ),
        )}
      </dl>
      <section className="adm-card" aria-labelledby="grafico-titulo">
        <div className="adm-card__header">
          <h2 id="grafico-titulo" className="adm-card__title">
            Vendas diárias — últimos 30 dias
          </h2>
          {days && (
            <p className="adm-card__meta">
              {totalOrders} {totalOrders === 1 ? 'pedido pago' : 'pedidos pagos'} · média de{' '}
              {formatMoney(days.length ? total / days.length : 0)} por dia
            </p>
          )}
        </div>
        {days ? <DailySalesChart days={days} /> : <LoadingState label="Carregando gráfico..." />}
      </section>
      <Goals stats={stats} variant="bar" />
    </>
  );
}

/** Spec §2 Dashboard: the six figures and goal progress in the style chosen in Visual do Site. */
export function DashboardPage({ styleOverride }: { styleOverride?: DashboardStyle }) {
  const { dashboardStyle } = useAdminTheme();
  const style = styleOverride ?? dashboardStyle;
  const [goalsOpen, setGoalsOpen] = useState(false);
  const stats = useLoad((signal) => fetchDashboardStats(signal), []);
  const dailySales = useLoad(
    (signal) => (style === 'analytics' ? fetchDailySales(30, signal) : Promise.resolve(undefined)),
    [style],
  );

  const values = { ...EMPTY_STATS, ...stats.data };
  for (const key of Object.keys(EMPTY_STATS) as Array<keyof DashboardStats>) values[key] = Number(values[key]) || 0;

  return (
    <AdminPage
      title="Dashboard"
      description={`Estilo: ${DASHBOARD_STYLE_LABELS[style]}`}
      actions={
        <button type="button" className="adm-button adm-button--primary" onClick={() => setGoalsOpen(true)}>
          <span aria-hidden="true">🎯 </span>Configurar Metas
        </button>
      }
    >
      <AccountAlerts />
      <BackupNotice />
      {stats.status === 'loading' && !stats.data ? (
        <LoadingState label="Carregando números..." />
      ) : (
        <div className={`adm-dash adm-dash--${style}`}>
          {stats.status === 'failed' && (
            <p className="adm-alert adm-alert--warning">
              Não foi possível carregar os números agora.{' '}
              <button type="button" className="adm-link-button" onClick={() => void stats.reload()}>
                Tentar novamente
              </button>
            </p>
          )}
          {style === 'modern' && <ModernStyle stats={values} />}
          {style === 'analytics' && (
            <AnalyticsStyle stats={values} days={dailySales.status === 'failed' ? [] : dailySales.data} />
          )}
          {style === 'cards' && <CardsStyle stats={values} />}
          <RecoveredCard />
        </div>
      )}
      {goalsOpen && (
        <GoalsModal
          dailyGoal={values.daily_goal}
          monthlyGoal={values.monthly_goal}
          onClose={() => setGoalsOpen(false)}
          onSaved={() => void stats.reload()}
        />
      )}
    </AdminPage>
  );
}
