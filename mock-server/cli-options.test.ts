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
      help: false,
    });
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

  it.each([
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
