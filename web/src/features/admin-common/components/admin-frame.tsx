import { type CSSProperties, createContext, type ReactNode, useContext, useState } from 'react';

interface AdminLayer {
  /** Where modals and notices are portalled: inside the themed root, outside the content that goes inert. */
  layer: HTMLElement | null;
  /** The panel content, made inert while a modal is open. */
  app: HTMLElement | null;
}

const AdminLayerContext = createContext<AdminLayer>({ layer: null, app: null });

export const useAdminLayer = () => useContext(AdminLayerContext);

interface AdminFrameProps {
  style?: CSSProperties;
  themeName?: string;
  children: ReactNode;
}

/** The themed root of the panel: every admin screen, modal and notice sits inside it. */
export function AdminFrame({ style, themeName, children }: AdminFrameProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const [app, setApp] = useState<HTMLDivElement | null>(null);
  return (
    <div className="admin-root" data-admin-theme={themeName} style={style}>
      <AdminLayerContext.Provider value={{ layer, app }}>
        <div ref={setApp} className="admin-app">
          {children}
        </div>
        <div ref={setLayer} className="admin-layer" />
      </AdminLayerContext.Provider>
    </div>
  );
}
