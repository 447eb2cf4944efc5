import {
  ADMIN,
  type ApiArea,
  arrayOf,
  fails,
  formBody,
  input,
  integer,
  money,
  NO_TOKEN,
  object,
  ok,
  queryParam,
  ref,
  type Schema,
  string,
} from './shared.js';

const goal = (description: string): Schema => ({ type: ['number', 'string'], description, examples: [1500] });

export const dashboardApi: ApiArea = {
  tag: {
    name: 'Dashboard',
    description: 'Sales and commission of paid orders, built from events; day and month in the store time zone.',
  },
  schemas: {
    DashboardStats: object({
      daily_sales: money('Sum of today’s paid orders'),
      monthly_sales: money('Sum of this month’s paid orders'),
      daily_goal: money('Default 0'),
      monthly_goal: money('Default 0'),
      daily_commission: money('Percentage of the price or the fixed amount, per paid order, today'),
      monthly_commission: money('The same, this month'),
    }),
    Goals: input({ daily_goal: goal('≥ 0, at most two decimals'), monthly_goal: goal('≥ 0, at most two decimals') }, [
      'daily_goal',
      'monthly_goal',
    ]),
    DailySales: object({
      date: string('Store-time-zone day', { format: 'date' }),
      sales: money('Sum of the day’s paid orders'),
      orders: integer('Paid orders that day'),
    }),
  },
  paths: {
    '/dashboard/stats': {
      get: {
        tags: ['Dashboard'],
        operationId: 'getDashboardStats',
        summary: 'Today’s and this month’s sales, commission and goals',
        security: ADMIN,
        responses: { ...ok('The numbers', ref('DashboardStats')), ...fails({ 401: NO_TOKEN }) },
      },
    },
    '/dashboard/goals': {
      post: {
        tags: ['Dashboard'],
        operationId: 'setGoals',
        summary: 'Set the daily and monthly sales goals',
        security: ADMIN,
        requestBody: formBody(ref('Goals')),
        responses: {
          ...ok('The numbers with the new goals', ref('DashboardStats')),
          ...fails({ 400: 'Meta diária não pode ser negativa', 401: NO_TOKEN }),
        },
      },
    },
    '/dashboard/daily-sales': {
      get: {
        tags: ['Dashboard'],
        operationId: 'getDailySales',
        summary: 'Paid sales per day, oldest first',
        security: ADMIN,
        parameters: [
          queryParam(
            'days',
            'How many days up to today (default 30)',
            integer(undefined, { minimum: 1, maximum: 366 }),
          ),
        ],
        responses: {
          ...ok('One entry per day', arrayOf(ref('DailySales'))),
          ...fails({ 400: 'O número de dias deve estar entre 1 e 366', 401: NO_TOKEN }),
        },
      },
    },
  },
};
