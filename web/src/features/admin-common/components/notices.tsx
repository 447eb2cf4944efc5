import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAdminLayer } from './admin-frame';

export type NoticeKind = 'success' | 'error' | 'info';

interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

const NoticeContext = createContext<Notify | null>(null);

const VISIBLE_MS: Record<NoticeKind, number> = { success: 5000, info: 6000, error: 9000 };
const MAX_NOTICES = 4;

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), VISIBLE_MS[notice.kind]);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className={`adm-notice adm-notice--${notice.kind}`}>
      <span className="adm-notice__icon" aria-hidden="true">
        {notice.kind === 'success' ? '✓' : notice.kind === 'error' ? '!' : 'i'}
      </span>
      <p className="adm-notice__text">{notice.text}</p>
      <button type="button" className="adm-icon-button adm-notice__close" onClick={() => onDismiss(notice.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Fechar aviso</span>
      </button>
    </div>
  );
}

/**
 * The panel's alerts (spec §8 success and error messages) as notices in live regions: errors are announced
 * assertively, the rest politely. They survive navigation, so "Erro ao carregar ritual" still shows on the list.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { layer } = useAdminLayer();
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const push = useCallback((kind: NoticeKind, text: string) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, kind, text }].slice(-MAX_NOTICES));
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (text) => push('success', text),
      error: (text) => push('error', text),
      info: (text) => push('info', text),
    }),
    [push],
  );

  const regions = (
    <div className="adm-notices">
      <div role="alert" className="adm-notices__region">
        {notices
          .filter((n) => n.kind === 'error')
          .map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
      </div>
      <div role="status" className="adm-notices__region">
        {notices
          .filter((n) => n.kind !== 'error')
          .map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
      </div>
    </div>
  );

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {createPortal(regions, layer ?? document.body)}
    </NoticeContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify outside NoticeProvider');
  return notify;
}
