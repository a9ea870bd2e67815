import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';

describe('parseCliOptions', () => {
  it('defaults to loopback port 8000 at human pace with seed data', () => {
    expect(parseCliOptions([], {})).toEqual({
      port: 8000,
      host: '127.0.0.1',
      delay: 1,
      seed: true,
      testHooks: false,
      help: false,
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = { MOCK_PORT: '9000', MOCK_HOST: '0.0.0.0', MOCK_DELAY: '0', MOCK_SEED: 'false' };
    expect(parseCliOptions([], env)).toEqual({
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
  });

  it.each([
    [['--port', 'abc'], /Invalid port/],
    [['--port', '70000'], /Invalid port/],
    [['--delay=-1'], /Invalid delay/],
    [['--seed', '--no-seed'], /either/],
    [['--verbose'], /verbose/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(message);
  });
});
