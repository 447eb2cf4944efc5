import { apiArea, pathId } from '@ritual/contracts/http';
import { createLogger } from '@ritual/runtime';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './errors.js';
import { implement } from './route.js';

const Greeting = z.strictObject({ text: z.string(), times: z.number().int() });

const greetingsApi = apiArea(
  { name: 'Test', description: 'A route under test.' },
  {
    greet: {
      method: 'post',
      path: '/greetings/:id',
      summary: 'Greets',
      params: z.object({ id: pathId('Saudação não encontrada') }),
      query: z.object({ loud: z.enum(['sim', 'não'], { error: 'loud deve ser sim ou não' }).optional() }),
      body: { json: z.object({ name: z.string({ error: 'Nome é obrigatório' }) }) },
      response: Greeting,
      status: 201,
    },
  },
);

function appWith(checkResponses: boolean, reply: (name: string, times: number) => unknown) {
  const router = implement(
    greetingsApi,
    { checkResponses },
    {
      greet: ({ params, body }) => reply(body.name, params.id) as z.input<typeof Greeting>,
    },
  );
  return express()
    .use(router)
    .use(errorHandler(createLogger('test', 'silent')));
}

const greeting = (name: string, times: number) => ({ text: `Olá, ${name}`, times });

describe('implemented routes', () => {
  it('hand the handler the parsed input and send what it returns with the declared status', async () => {
    const response = await request(appWith(true, greeting)).post('/greetings/3?loud=sim').send({ name: 'Ana' });

    expect([response.status, response.body]).toEqual([201, { text: 'Olá, Ana', times: 3 }]);
  });

  it('answer a bad body or query with 400 and the schema’s pt-BR message, a bad path id with 404', async () => {
    const app = appWith(true, greeting);

    const noName = await request(app).post('/greetings/3').send({});
    const badQuery = await request(app).post('/greetings/3?loud=talvez').send({ name: 'Ana' });
    const badId = await request(app).post('/greetings/abc').send({ name: 'Ana' });

    expect([noName.status, noName.body]).toEqual([400, { detail: 'Nome é obrigatório' }]);
    expect([badQuery.status, badQuery.body]).toEqual([400, { detail: 'loud deve ser sim ou não' }]);
    expect([badId.status, badId.body]).toEqual([404, { detail: 'Saudação não encontrada' }]);
  });

  it('fail a response that does not match its schema when checking responses', async () => {
    const extraField = (name: string, times: number) => ({ ...greeting(name, times), secret: 'x' });
    const wrongType = (name: string) => ({ text: name, times: 'três' });

    const extra = await request(appWith(true, extraField)).post('/greetings/3').send({ name: 'Ana' });
    const wrong = await request(appWith(true, wrongType)).post('/greetings/3').send({ name: 'Ana' });

    expect([extra.status, wrong.status]).toEqual([500, 500]);
  });

  it('send the handler’s body unchecked when not checking responses (production)', async () => {
    const wrongType = (name: string) => ({ text: name, times: 'três' });

    const response = await request(appWith(false, wrongType)).post('/greetings/3').send({ name: 'Ana' });

    expect([response.status, response.body]).toEqual([201, { text: 'Ana', times: 'três' }]);
  });
});
