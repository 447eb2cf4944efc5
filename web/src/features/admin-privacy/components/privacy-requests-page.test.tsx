import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { PrivacyRequestsPage } from './privacy-requests-page';

const DAY_MS = 24 * 3600_000;
const request = (id: number, dueInDays: number, status: 'open' | 'answered' = 'open') => ({
  id,
  protocol: `LGPD-2026-${String(id).padStart(6, '0')}`,
  kind: 'erasure',
  name: `Cliente ${id}`,
  whatsapp: '(11) 98888-1234',
  message: '',
  status,
  created_at: new Date(Date.now() - (15 - dueInDays) * DAY_MS).toISOString(),
  due_at: new Date(Date.now() + dueInDays * DAY_MS).toISOString(),
});

describe('PrivacyRequestsPage', () => {
  it('lists the requests with days left, flags an overdue open one and links the WhatsApp', async () => {
    mockAdminApi({ 'GET /api/data-requests': [request(3, -2.5), request(2, 4.5), request(1, -9, 'answered')] });
    renderAdmin(<PrivacyRequestsPage />, { path: '/admin/privacidade' });

    const overdue = (await screen.findByText('LGPD-2026-000003')).closest('tr')!;
    const onTime = screen.getByText('LGPD-2026-000002').closest('tr')!;
    const answered = screen.getByText('LGPD-2026-000001').closest('tr')!;

    expect(overdue).toHaveClass('adm-privacy__overdue');
    expect(within(overdue).getByText('Atrasado 2 dia(s)')).toBeInTheDocument();
    expect(onTime).not.toHaveClass('adm-privacy__overdue');
    expect(within(onTime).getByText('5 dia(s)')).toBeInTheDocument();
    expect(answered).not.toHaveClass('adm-privacy__overdue');
    expect(within(overdue).getByRole('link', { name: '(11) 98888-1234' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511988881234\?text=/,
    );
  });
});
