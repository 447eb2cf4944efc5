import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';

export function RitualNotFound() {
  const navigate = useNavigate();
  return (
    <div className="container empty-state">
      <h1 className="empty-state__title">Ritual não encontrado</h1>
      <p>O ritual que você procura não existe ou não está mais disponível.</p>
      <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
        Voltar ao Início
      </button>
    </div>
  );
}
