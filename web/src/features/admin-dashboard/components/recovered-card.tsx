import { formatMoney } from '../../../lib/format';
import { useLoad } from '../../admin-common/use-load';
import { fetchRecoveredByReminder } from '../api/dashboard-api';

/**
 * Orders paid this month after a WhatsApp PIX reminder (issue 35), and how much they brought. Left out when the
 * figure cannot be read (the messaging service down or not there), so the dashboard stays as it was.
 */
export function RecoveredCard() {
  // Silent: without the messaging service the card is simply not there.
  const recovered = useLoad((signal) => fetchRecoveredByReminder(signal).catch(() => null), []);
  const figure = recovered.data;
  if (!figure) return null;
  const orders = Number(figure.orders) || 0;
  return (
    <section className="adm-card adm-stat adm-dash__recovered" aria-labelledby="recuperados-titulo">
      <span className="adm-stat__icon" aria-hidden="true">
        🔁
      </span>
      <h2 id="recuperados-titulo" className="adm-stat__label">
        Recuperados por lembrete
      </h2>
      <p className="adm-stat__value">{formatMoney(figure.amount)}</p>
      <p className="adm-card__meta">
        {orders} {orders === 1 ? 'pedido pago' : 'pedidos pagos'} depois de um lembrete de PIX pelo WhatsApp, este mês
      </p>
    </section>
  );
}
