import { type ReactNode, useEffect } from 'react';

export const ADMIN_TITLE = 'Painel Administrativo';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel screen: its h1, the browser tab title, an optional line of help and the main actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${ADMIN_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="adm-page">
      <div className="adm-page__header">
        <div>
          <h1 className="adm-page__title">{title}</h1>
          {description && <p className="adm-page__description">{description}</p>}
        </div>
        {actions && <div className="adm-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
