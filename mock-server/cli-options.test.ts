import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';

describe('parseCliOptions', () => {
  it('defaults to loopback port 8000 at human pace with seed data', () => {
    expect(parseCliOptions([], {})).toEqual({
      contract: '2.5.1',
      port: 8000,
      host: '127.0.0.1',
      delay: 1,
      seed: true,
      testHooks: false,
      backend: 'openai',
      gateway: false,
      apiKey: undefined,
      defaultBackend: 'langgraph',
      tts: false,
      without: [],
      cutBodies: 0,
      faultSeed: 1,
      reportingUrl: undefined,
      help: false,
    });
  });

  it('reads the gateway’s cut answers and the reporting URL, and refuses a share outside 0–1', () => {
    const env = {
      MOCK_CUT_BODIES: '0.5',
      MOCK_FAULT_SEED: '7',
      MOCK_REPORTING_URL: 'https://agora.example/api/reporting',
    };
    expect(parseCliOptions([], env)).toMatchObject({
      cutBodies: 0.5,
      faultSeed: 7,
      reportingUrl: 'https://agora.example/api/reporting',
    });
    expect(parseCliOptions(['--cut-bodies', '0.3', '--fault-seed', '2'], env)).toMatchObject({
      cutBodies: 0.3,
      faultSeed: 2,
    });
    expect(() => parseCliOptions(['--cut-bodies', '1.5'], {})).toThrow(/0 to 1/);
    expect(() => parseCliOptions(['--fault-seed', 'x1'], {})).toThrow(/whole number/);
  });

  it('reads the environment, and flags win over it', () => {
    const env = {
      MOCK_PORT: '9000',
      MOCK_HOST: '0.0.0.0',
      MOCK_DELAY: '0',
      MOCK_SEED: 'false',
      MOCK_CONTRACT: '2.4.1',
    };
    expect(parseCliOptions([], env)).toEqual({
      contract: '2.4.1',
      port: 9000,
      host: '0.0.0.0',
      delay: 0,
      seed: false,
      testHooks: false,
      backend: 'openai',
      gateway: false,
      apiKey: undefined,
      defaultBackend: 'langgraph',
      tts: false,
      without: [],
      cutBodies: 0,
      faultSeed: 1,
      reportingUrl: undefined,
      help: false,
    });
    expect(parseCliOptions(['--port', '8011', '--delay=0.5', '--seed'], env)).toMatchObject({
      port: 8011,
      delay: 0.5,
      seed: true,
    });
    expect(parseCliOptions(['--no-seed'], {})).toMatchObject({ seed: false });
    expect(parseCliOptions(['--test-hooks'], {})).toMatchObject({ testHooks: true });
    expect(parseCliOptions(['--contract', '2.5.1'], env)).toMatchObject({ contract: '2.5.1' });
    expect(parseCliOptions(['--contract=v2.4.1'], {})).toMatchObject({ contract: '2.4.1' });
    expect(parseCliOptions([], { MOCK_CONTRACT: '' })).toMatchObject({ contract: '2.5.1' });
  });

  it('reads the backend and the gateway; a key implies the gateway', () => {
    expect(parseCliOptions(['--backend', 'langgraph'], {})).toMatchObject({ backend: 'langgraph', gateway: false });
    expect(parseCliOptions([], { MOCK_BACKEND: 'langgraph' })).toMatchObject({ backend: 'langgraph' });
    expect(parseCliOptions(['--gateway', '--tts'], {})).toMatchObject({ gateway: true, apiKey: undefined, tts: true });
    expect(parseCliOptions([], { MOCK_API_KEY: 'geheim' })).toMatchObject({ gateway: true, apiKey: 'geheim' });
    expect(parseCliOptions(['--api-key', 'k2'], { MOCK_API_KEY: 'geheim' })).toMatchObject({ apiKey: 'k2' });
    expect(parseCliOptions([], { MOCK_API_KEY: '' })).toMatchObject({ gateway: false, apiKey: undefined });
    expect(parseCliOptions(['--default-backend=mock'], {})).toMatchObject({ defaultBackend: 'mock' });
    expect(parseCliOptions([], { MOCK_DEFAULT_BACKEND: 'openai' })).toMatchObject({ defaultBackend: 'openai' });
  });

  it('reads the routes to leave out, as AGORA’s older mock lacks them', () => {
    expect(parseCliOptions(['--without', 'agents, preferences,rename'], {})).toMatchObject({
      without: ['agents', 'preferences', 'rename'],
    });
    expect(parseCliOptions([], { MOCK_WITHOUT: 'rename' })).toMatchObject({ without: ['rename'] });
  });

  it.each([
    [['--without', 'agents,users'], /Invalid --without 'users': use agents, preferences, rename/],
    [['--backend', 'mock'], /Invalid backend 'mock': use openai or langgraph/],
    [['--default-backend', 'x'], /Invalid default backend 'x': use openai, langgraph or mock/],
    [['--port', 'abc'], /Invalid port/],
    [['--port', '70000'], /Invalid port/],
    [['--delay=-1'], /Invalid delay/],
    [['--seed', '--no-seed'], /either/],
    [['--verbose'], /verbose/],
    [['--contract', '2.5.0'], /Invalid contract '2.5.0': use 2.5.1 or 2.4.1/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(message);
  });
});
