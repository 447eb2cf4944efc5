import type { MessageState } from '../api/whatsapp-api';
import { MESSAGE_STATE_MARKS } from '../message-labels';
import './message-state.css';

/** ✓ (sent), ✓✓ (delivered), "lida", "falhou" …, with the reason of a failure; ticks are read out as words. */
export function MessageStateMark({ state, reason }: { state: MessageState; reason?: string | null | undefined }) {
  const { mark, label, tone } = MESSAGE_STATE_MARKS[state];
  const why = (state === 'failed' || state === 'cancelled') && reason ? reason : '';
  return (
    <span className={`adm-wa-state adm-wa-state--${tone}`}>
      {mark === label ? (
        mark
      ) : (
        <>
          <span aria-hidden="true">{mark}</span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
      {why && <span className="adm-wa-state__reason">: {why}</span>}
    </span>
  );
}
