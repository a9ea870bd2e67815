import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answers,
  appEnv,
  freePortNear,
  portIsFree,
  portTakenMessage,
  readPort,
  saysPortTaken,
  services,
} from './start-logic.ts';

describe('the ports npm start uses', () => {
  it('defaults to 8000 for the mock and 5173 for the app, with their ready URLs', () => {
    const [mock, app] = services({});
    expect([mock.port, mock.readyUrl]).toEqual([8000, 'http://127.0.0.1:8000/health']);
    expect([app.port, app.readyUrl]).toEqual([5173, 'http://127.0.0.1:5173/']);
  });

  it('takes MOCK_PORT and APP_PORT from the environment', () => {
    const [mock, app] = services({ MOCK_PORT: '9290', APP_PORT: ' 9291 ' });
    expect([mock.port, app.port]).toEqual([9290, 9291]);
  });

  it('names the variable when a port is not a port', () => {
    for (const raw of ['abc', '0', '70000', '80.5', '-1'])
      expect(() => readPort({ APP_PORT: raw }, 'APP_PORT', 5173)).toThrow(/^APP_PORT=.* is not a port/);
  });

  it('refuses one port for both', () => {
    expect(() => services({ MOCK_PORT: '9000', APP_PORT: '9000' })).toThrow(/MOCK_PORT and APP_PORT are both 9000/);
  });
});

describe('a taken port', () => {
  it('is named with whose it is and the variable that moves it', () => {
    const [mock, app] = services({});
    expect(portTakenMessage(mock)).toBe(
      'Port 8000 (the mock AGORA server) is already in use. Stop what runs there, or pick another port: MOCK_PORT=8001 npm start',
    );
    expect(portTakenMessage(app)).toContain('Port 5173 (the app) is already in use');
    expect(portTakenMessage(app)).toContain('APP_PORT=5174 npm start');
  });

  it("is recognised in the mock's and Vite's own words", () => {
    expect(saysPortTaken('Port 8000 on 127.0.0.1 is already in use: pass --port.')).toBe(true);
    expect(saysPortTaken('error when starting dev server:\nError: Port 5173 is already in use')).toBe(true);
    expect(saysPortTaken('Error: listen EADDRINUSE: address already in use')).toBe(true);
    expect(saysPortTaken('VITE v8 ready in 300 ms')).toBe(false);
  });

  it('suggests the next free port that the other service does not use', async () => {
    const taken = new Set([8001, 8003]);
    expect(await freePortNear(8000, [8000, 8002], async (port) => !taken.has(port))).toBe(8004);
    expect(await freePortNear(8000, [], async () => false)).toBeUndefined();
    expect(portTakenMessage(services({})[0], 8004)).toMatch(/MOCK_PORT=8004 npm start$/);
  });

  let holder: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve())));

  it('is found by trying to listen on it', async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    expect(await portIsFree(port)).toBe(false);
    await new Promise<void>((resolve) => holder!.close(() => resolve()));
    holder = undefined;
    expect(await portIsFree(port)).toBe(true);
  });
});

describe("the app's URLs", () => {
  it("point at the mock's actual port", () => {
    const env = appEnv({ PATH: '/bin' }, 9290);
    expect(env.VITE_AGORA_WS_URL).toBe('ws://127.0.0.1:9290/ws');
    expect(env.VITE_AGORA_API_URL).toBe('http://127.0.0.1:9290');
    expect(env.PATH).toBe('/bin');
  });

  it('keep a server someone named', () => {
    const env = appEnv({ VITE_AGORA_WS_URL: 'wss://agora.example/ws', VITE_AGORA_API_URL: '' }, 9290);
    expect(env.VITE_AGORA_WS_URL).toBe('wss://agora.example/ws');
    expect(env.VITE_AGORA_API_URL).toBe('http://127.0.0.1:9290');
  });
});

describe('waiting for a service to answer', () => {
  const sleep = () => Promise.resolve();

  it('polls until the URL answers 2xx', async () => {
    const replies = [new Error('refused'), { ok: false }, { ok: true }];
    let calls = 0;
    const fetch = (url: string) => {
      expect(url).toBe('http://127.0.0.1:8000/health');
      const reply = replies[calls++]!;
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    };
    expect(await answers('http://127.0.0.1:8000/health', { fetch, sleep })).toBe(true);
    expect(calls).toBe(3);
  });

  it('gives up after its tries', async () => {
    let calls = 0;
    const fetch = () => (calls++, Promise.reject(new Error('refused')));
    expect(await answers('http://x/', { fetch, sleep, attempts: 5 })).toBe(false);
    expect(calls).toBe(5);
  });

  it('stops when told to (a child exited), never saying it answered', async () => {
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    let calls = 0;
    const fetch = () => {
      calls++;
      if (calls === 2) stop();
      return Promise.reject(new Error('refused'));
    };
    expect(
      await answers('http://x/', { fetch, sleep: () => new Promise((r) => setTimeout(r, 0)), stop: stopped }),
    ).toBe(false);
    expect(calls).toBe(2);
  });
});
