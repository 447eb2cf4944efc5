import { ADMIN_THEMES, DASHBOARD_STYLES, SITE_THEMES } from '@ritual/contracts/themes';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { AdminPage } from '../../admin-common/components/admin-page';
import { useNotify } from '../../admin-common/components/notices';
import { useAdminTheme } from '../admin-theme-context';
import { saveAdminTheme, saveDashboardStyle, saveSiteTheme, type ThemeConfig } from '../api/theme-api';
import { DASHBOARD_STYLE_DESCRIPTIONS, DASHBOARD_STYLE_LABELS, RELOAD_AFTER_THEME_CHANGE_MS } from '../theme-labels';
import './theme-settings.css';

interface Option {
  value: string;
  label: string;
  description?: string;
  preview: ReactNode;
}

interface ThemeSelectorProps {
  title: string;
  description: string;
  options: Option[];
  active: string;
  applyLabel: string;
  errorText: string;
  successText: string;
  save: (value: string) => Promise<ThemeConfig>;
  onApplied: (config: ThemeConfig) => void;
  disabled: boolean;
  onBusy: (busy: boolean) => void;
}

/** One of the three selectors of spec §2: options as radio cards, the active one marked, and an apply button. */
function ThemeSelector(props: ThemeSelectorProps) {
  const notify = useNotify();
  const name = useId();
  const [selected, setSelected] = useState(props.active);
  const [applying, setApplying] = useState(false);
  // The active choice can arrive after the first render (the cached theme first, then the server's answer).
  useEffect(() => setSelected(props.active), [props.active]);

  const apply = async () => {
    setApplying(true);
    props.onBusy(true);
    try {
      const config = await props.save(selected);
      notify.success(`${props.successText} Recarregando...`);
      props.onApplied(config);
    } catch (error) {
      console.error(error);
      notify.error(props.errorText);
      setApplying(false);
      props.onBusy(false);
    }
  };

  return (
    <section className="adm-card adm-theme-selector" aria-labelledby={`${name}-titulo`}>
      <h2 id={`${name}-titulo`} className="adm-card__title">
        {props.title}
      </h2>
      <p className="adm-muted">{props.description}</p>
      <fieldset className="adm-theme-options">
        <legend className="visually-hidden">{props.title}</legend>
        {props.options.map((option) => {
          const isActive = option.value === props.active;
          return (
            <label
              key={option.value}
              className={`adm-theme-option${selected === option.value ? ' adm-theme-option--selected' : ''}`}
            >
              <input
                type="radio"
                className="adm-theme-option__radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                onChange={() => setSelected(option.value)}
                disabled={props.disabled}
              />
              <span className="adm-theme-option__preview" aria-hidden="true">
                {option.preview}
              </span>
              <span className="adm-theme-option__label">
                {option.label}
                {isActive && <span className="adm-badge adm-badge--success">Ativo</span>}
              </span>
              {option.description && <span className="adm-theme-option__description">{option.description}</span>}
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="adm-button adm-button--primary"
        onClick={() => void apply()}
        disabled={props.disabled || selected === props.active}
      >
        {applying ? 'Aplicando...' : props.applyLabel}
      </button>
    </section>
  );
}

function Swatches({ colors }: { colors: string[] }) {
  return (
    <span className="adm-swatches">
      {colors.map((color, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of colours; the same colour may repeat.
        <span key={index} className="adm-swatch" style={{ background: color }} />
      ))}
    </span>
  );
}

function DashboardPreview({ style }: { style: string }) {
  return <span className={`adm-dash-preview adm-dash-preview--${style}`} />;
}

/** Spec §2 Visual do Site: public theme, panel theme and dashboard style; the page reloads 1 s after a change. */
export function ThemeSettingsPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { siteTheme, adminTheme, dashboardStyle, remember } = useAdminTheme();
  const [busy, setBusy] = useState(false);
  const onApplied = (config: ThemeConfig) => {
    if (config && typeof config === 'object' && config.admin_theme) remember(config);
    setTimeout(reload, RELOAD_AFTER_THEME_CHANGE_MS);
  };

  const siteOptions: Option[] = Object.entries(SITE_THEMES).map(([value, theme]) => ({
    value,
    label: theme.label,
    preview: (
      <>
        <span className="adm-theme-option__hero" style={{ background: theme.gradients.hero }} />
        <Swatches
          colors={[
            theme.colors.background ?? '',
            theme.colors.primary ?? '',
            theme.colors.text ?? '',
            theme.colors.accent ?? '',
          ]}
        />
      </>
    ),
  }));
  const adminOptions: Option[] = Object.entries(ADMIN_THEMES).map(([value, theme]) => ({
    value,
    label: theme.label,
    preview: (
      <>
        <span className="adm-theme-option__hero" style={{ background: theme.colors.header }} />
        <Swatches colors={[theme.colors.background, theme.colors.sidebar, theme.colors.card, theme.colors.primary]} />
      </>
    ),
  }));
  const dashboardOptions: Option[] = DASHBOARD_STYLES.map((value) => ({
    value,
    label: DASHBOARD_STYLE_LABELS[value],
    description: DASHBOARD_STYLE_DESCRIPTIONS[value],
    preview: <DashboardPreview style={value} />,
  }));

  return (
    <AdminPage title="Visual do Site" description="Escolha a aparência do site, do painel e do dashboard.">
      <div className="adm-theme-settings">
        <ThemeSelector
          title="Tema do site"
          description="Cores e estilo das páginas que os clientes veem."
          options={siteOptions}
          active={siteTheme}
          applyLabel="Aplicar Tema do Site"
          successText="Tema do site atualizado!"
          errorText="Erro ao atualizar tema"
          save={saveSiteTheme}
          onApplied={onApplied}
          disabled={busy}
          onBusy={setBusy}
        />
        <ThemeSelector
          title="Tema do painel"
          description="Cores deste painel administrativo."
          options={adminOptions}
          active={adminTheme}
          applyLabel="Aplicar Tema do Painel"
          successText="Tema do painel atualizado!"
          errorText="Erro ao atualizar tema do painel"
          save={saveAdminTheme}
          onApplied={onApplied}
          disabled={busy}
          onBusy={setBusy}
        />
        <ThemeSelector
          title="Estilo do dashboard"
          description="Como os números aparecem na página inicial do painel."
          options={dashboardOptions}
          active={dashboardStyle}
          applyLabel="Aplicar Estilo"
          successText="Estilo do dashboard atualizado!"
          errorText="Erro ao atualizar estilo do dashboard"
          save={saveDashboardStyle}
          onApplied={onApplied}
          disabled={busy}
          onBusy={setBusy}
        />
      </div>
    </AdminPage>
  );
}
