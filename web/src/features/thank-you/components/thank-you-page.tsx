import { Navigate, useLocation } from 'react-router-dom';
import { readThankYouState } from '../../../app/navigation-state';
import { paths } from '../../../app/paths';
import { ThankYouContent } from './thank-you-content';

export function ThankYouPage() {
  const location = useLocation();
  const state = readThankYouState(location.state);
  if (!state) return <Navigate to={paths.home} replace />;
  const { client, ritual, confirmedByBank } = state;
  return (
    <ThankYouContent client={client} ritualName={ritual.name} amount={ritual.price} confirmedByBank={confirmedByBank} />
  );
}
