import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

export const CONSENT_BOX_ID = 'consentimento';
export const CONSENT_MISSING =
  'Marque a caixa acima para concordar com o uso dos seus dados; sem isso não podemos fazer o ritual.';

interface ConsentBoxProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  controlRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The specific, highlighted consent LGPD asks for sensitive data (art. 11 I): a ritual reveals religious conviction.
 * Unticked by default; the form does not send without it.
 */
export function ConsentBox({ checked, error, onChange, controlRef }: ConsentBoxProps) {
  const errorId = `${CONSENT_BOX_ID}-erro`;
  return (
    <fieldset className={`consent-box${error ? ' consent-box--invalid' : ''}`}>
      <legend className="consent-box__title">Seus dados e a sua privacidade</legend>
      <p className="consent-box__text" id={`${CONSENT_BOX_ID}-texto`}>
        Para fazer o ritual usamos o seu nome, WhatsApp e o que você escreve neste formulário (data de nascimento, nome
        da pessoa amada, a sua situação e a foto), e o comprovante do PIX para confirmar o pagamento. Pedir um ritual
        revela a sua fé, um dado sensível pela LGPD. Esses dados são vistos pela loja, pela empresa que hospeda o site,
        pelo WhatsApp (Meta), por onde falamos com você, e pelos bancos que processam o PIX.{' '}
        <Link to={paths.privacy} target="_blank" rel="noopener">
          Leia o aviso de privacidade
        </Link>
        .
      </p>
      <label className="consent-box__choice" htmlFor={CONSENT_BOX_ID}>
        <input
          id={CONSENT_BOX_ID}
          ref={controlRef}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${CONSENT_BOX_ID}-texto ${errorId}` : `${CONSENT_BOX_ID}-texto`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>Li e concordo com o uso dos meus dados, inclusive os sensíveis, para a realização do ritual.</span>
      </label>
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
