import type { DataRequest } from '@ritual/contracts/http';
import { formatStoreDateTime } from '../../admin-common/store-dates';

/** "Respondido em … por …" and the answer the client reads at /privacidade. */
export function AnsweredNote({ request }: { request: Pick<DataRequest, 'answer' | 'answered_at' | 'answered_by'> }) {
  return (
    <div className="adm-privacy__answered">
      <span>
        Respondido
        {request.answered_at && ` em ${formatStoreDateTime(request.answered_at)}`}
        {request.answered_by && ` por ${request.answered_by}`}
      </span>
      {request.answer && <div className="adm-privacy__message">{request.answer}</div>}
    </div>
  );
}
