import { formatMoney } from '../../../lib/format';
import { type OrderPix, type PaymentConfig, pngDataUrl } from '../api/payment-api';
import { CopyButton } from './copy-button';

interface PixBlockProps {
  paymentConfig: PaymentConfig | null;
  orderPix: OrderPix | null;
  loading: boolean;
}

export function PixBlock({ paymentConfig, orderPix, loading }: PixBlockProps) {
  return (
    <section className="card pix" aria-labelledby="pix-titulo">
      <h2 id="pix-titulo" className="card__title">
        Pague com PIX
      </h2>
      {orderPix?.brcode && (
        <div className="pix__option pix__option--order">
          <h3 className="pix__subtitle">Pix Copia e Cola</h3>
          <p className="pix__hint">Código com o valor exato do seu pedido: {formatMoney(orderPix.amount)}.</p>
          {orderPix.qr_code_image && (
            <img
              className="pix__qr"
              src={pngDataUrl(orderPix.qr_code_image)}
              alt="QR Code PIX com o valor do pedido"
              width={220}
              height={220}
            />
          )}
          <label htmlFor="pix-copia-e-cola" className="form-field__label">
            Código Pix Copia e Cola
          </label>
          <div className="pix__copy-row">
            <textarea id="pix-copia-e-cola" className="pix__code" readOnly rows={3} value={orderPix.brcode} />
            <CopyButton text={orderPix.brcode} what="código Pix Copia e Cola" />
          </div>
        </div>
      )}
      {(paymentConfig?.pix_key || paymentConfig?.qr_code_image) && (
        <div className="pix__option">
          {orderPix?.brcode && <h3 className="pix__subtitle">Ou pague pela chave PIX</h3>}
          {paymentConfig.qr_code_image && (
            <img
              className="pix__qr"
              src={pngDataUrl(paymentConfig.qr_code_image)}
              alt="QR Code PIX"
              width={220}
              height={220}
            />
          )}
          {paymentConfig.pix_key && (
            <>
              <p className="form-field__label" id="chave-pix-rotulo">
                Chave PIX
              </p>
              <div className="pix__copy-row">
                <output className="pix__key" aria-labelledby="chave-pix-rotulo">
                  {paymentConfig.pix_key}
                </output>
                <CopyButton text={paymentConfig.pix_key} what="chave PIX" />
              </div>
            </>
          )}
        </div>
      )}
      {loading && (
        <p className="pix__hint" role="status">
          Carregando dados do PIX...
        </p>
      )}
    </section>
  );
}
