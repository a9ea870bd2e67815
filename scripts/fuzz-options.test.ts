import { describe, expect, it } from 'vitest';
import { parseFuzzOptions } from './fuzz-options';

describe('npm run fuzz options', () => {
  it('runs every stage with every kind by default, on ports 9300–9301, for 60 s', () => {
    const options = parseFuzzOptions([]);
    expect([...options.stages]).toEqual(['reducer', 'hostile', 'app']);
    expect(options.kinds).toEqual(['deep', 'wide', 'huge', 'malformed']);
    expect(options).toMatchObject({ appSeconds: 60, portBase: 9300, reuseBuild: false, round: undefined });
  });

  it('takes stages, kinds, a seed and the app time', () => {
    const options = parseFuzzOptions([
      '--only',
      'hostile,app',
      '--kinds',
      'wide,huge',
      '--seed',
      '7',
      '--app-seconds',
      '5',
    ]);
    expect([...options.stages]).toEqual(['hostile', 'app']);
    expect(options).toMatchObject({ kinds: ['wide', 'huge'], seed: 7, appSeconds: 5 });
  });

  it('replays one app round with --round', () => {
    expect([...parseFuzzOptions(['--seed', '3', '--round', '4']).stages]).toEqual(['app']);
  });

  it('refuses unknown stages and kinds, and numbers that are not whole', () => {
    expect(() => parseFuzzOptions(['--only', 'ui'])).toThrow(/--only/);
    expect(() => parseFuzzOptions(['--kinds', 'tall'])).toThrow(/--kinds/);
    expect(() => parseFuzzOptions(['--app-seconds', '1.5'])).toThrow(/whole number/);
  });
});
