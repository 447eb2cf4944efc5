import { useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { useLoad } from '../../admin-common/use-load';
import { fetchSecuritySettings, saveSecuritySettings } from '../api/account-api';

/** Minha conta (e): the store's "Exigir verificação em duas etapas" of every admin. */
export function StoreSecuritySection({ onChanged }: { onChanged: () => void }) {
  const notify = useNotify();
  const settings = useLoad((signal) => fetchSecuritySettings(signal), []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const onToggle = async (requireTwoFactor: boolean) => {
    setError('');
    setSaving(true);
    try {
      const saved = await saveSecuritySettings(requireTwoFactor);
      settings.setData(() => saved);
      notify.success(
        saved.require_two_factor
          ? 'A verificação em duas etapas agora é exigida de todos os administradores'
          : 'A verificação em duas etapas deixou de ser exigida',
      );
      onChanged();
    } catch (failure) {
      setError(errorDetail(failure) ?? 'Não foi possível salvar agora. Tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-account__section" aria-labelledby="conta-loja-titulo">
      <h2 id="conta-loja-titulo" className="adm-card__title">
        Segurança da loja
      </h2>
      {settings.status === 'loading' && !settings.data ? (
        <LoadingState label="Carregando..." />
      ) : !settings.data ? (
        <p className="adm-alert adm-alert--warning">
          Não foi possível carregar a configuração agora.{' '}
          <button type="button" className="adm-link-button" onClick={() => void settings.reload()}>
            Tentar novamente
          </button>
        </p>
      ) : (
        <div className="adm-account__body">
          <label className="adm-check">
            <input
              type="checkbox"
              checked={settings.data.require_two_factor}
              onChange={(event) => void onToggle(event.target.checked)}
              disabled={saving}
              aria-describedby="conta-loja-ajuda"
            />
            Exigir verificação em duas etapas de todos os administradores
          </label>
          <p id="conta-loja-ajuda" className="adm-field__hint">
            Quem ainda não a usa será levado a configurá-la logo ao entrar e não poderá fazer mais nada antes. Para
            ligar, ative antes a sua.
          </p>
          {error && (
            <p className="adm-alert adm-alert--error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
