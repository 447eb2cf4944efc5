import { orderPath } from '../../../app/paths';
import type { Client } from '../../../lib/domain-types';
import { CopyButton } from './copy-button';

/** The order page's address for this order and token: what the client keeps to come back later. */
export const orderLink = (clientId: Client['id'], orderToken: string) =>
  `${window.location.origin}${orderPath(clientId, orderToken)}`;

/**
 * /pagamento lives only in this tab's history: the lasting link brings the client back to the PIX code and the
 * receipt upload from anywhere (a closed in-app browser, another phone), WhatsApp messages or not.
 */
export function OrderLink({ clientId, orderToken }: { clientId: Client['id']; orderToken: string }) {
  const link = orderLink(clientId, orderToken);
  return (
    <section className="card order-link" aria-labelledby="link-pedido-titulo">
      <h2 id="link-pedido-titulo" className="card__title">
        Link do seu pedido
      </h2>
      <p className="order-link__text">
        Guarde este link: por ele você volta ao seu pedido para pagar, enviar o comprovante ou ver a confirmação, mesmo
        se fechar esta página.
      </p>
      <label htmlFor="link-do-pedido" className="visually-hidden">
        Link do pedido
      </label>
      <div className="pix__copy-row">
        <input id="link-do-pedido" className="pix__code order-link__url" readOnly value={link} />
        <CopyButton text={link} what="link do pedido" label="Copiar link do pedido" />
      </div>
    </section>
  );
}
