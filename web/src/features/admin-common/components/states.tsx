import type { ReactNode } from 'react';

export function LoadingState({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="adm-loading" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <div className="adm-empty">
      {icon && (
        <span className="adm-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="adm-empty__title">{title}</p>
      {children}
    </div>
  );
}
