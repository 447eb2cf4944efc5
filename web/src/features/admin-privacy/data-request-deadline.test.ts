import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineText, isOverdue } from './data-request-deadline';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('data request deadline', () => {
  it('counts the whole days left until the due date', () => {
    expect(daysLeft({ due_at: '2026-03-17T13:00:00.000Z' }, now)).toBe(8);
    expect(daysLeft({ due_at: '2026-03-10T13:00:00.000Z' }, now)).toBe(1);
    expect(daysLeft({ due_at: '2026-03-08T12:00:00.000Z' }, now)).toBe(-2);
  });

  it('flags an open request past its due date as overdue, never an answered one', () => {
    expect(isOverdue({ due_at: '2026-03-09T12:00:00.000Z', status: 'open' }, now)).toBe(true);
    expect(isOverdue({ due_at: '2026-03-11T12:00:00.000Z', status: 'open' }, now)).toBe(false);
    expect(isOverdue({ due_at: '2026-03-09T12:00:00.000Z', status: 'answered' }, now)).toBe(false);
  });

  it('words the deadline as days left, due today or late, and nothing once answered', () => {
    expect(deadlineText({ due_at: '2026-03-17T13:00:00.000Z', status: 'open' }, now)).toBe('8 dia(s)');
    expect(deadlineText({ due_at: '2026-03-10T11:00:00.000Z', status: 'open' }, now)).toBe('Atrasado 1 dia(s)');
    expect(deadlineText({ due_at: '2026-03-08T12:00:00.000Z', status: 'open' }, now)).toBe('Atrasado 2 dia(s)');
    expect(deadlineText({ due_at: '2026-03-08T12:00:00.000Z', status: 'answered' }, now)).toBe('—');
  });
});
