import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submission-key';

describe('submissionKeys', () => {
  it('when the same data is sent again, reuses the key; when the data changes, makes a new one', () => {
    const keyFor = submissionKeys();
    const first = keyFor({ ritual_id: 1, form_data: { nome: 'Maria' } });
    const again = keyFor({ ritual_id: 1, form_data: { nome: 'Maria' } });
    const changed = keyFor({ ritual_id: 1, form_data: { nome: 'Mariana' } });

    expect(first).toMatch(/^pedido-[0-9a-f]{32}$/);
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
    expect(submissionKeys()({ ritual_id: 1, form_data: { nome: 'Maria' } })).not.toBe(first);
  });
});
