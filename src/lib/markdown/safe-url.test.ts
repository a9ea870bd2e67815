import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps web, mail, phone, fragment and same-site links', () => {
    for (const url of [
      'https://nvwa.nl/a?b=1#c',
      'HTTP://X.NL',
      'mailto:info@nvwa.nl',
      'tel:+31 70 448 4848',
      '#kop',
      '/pad',
      '//cdn.nvwa.nl/x',
    ]) {
      expect(safeUrl(url)).toBe(url.replace(/ /g, '%20'));
    }
  });

  it('drops every other scheme, however it is disguised', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      ' \u0000javascript:x',
      'javascript\u200b:x',
      'data:text/html,<script>x</script>',
    ];
    for (const url of [
      ...hostile,
      'vbscript:x',
      'file:///etc/passwd',
      '&#106;avascript:x',
      'javascript&colon;x',
      '%6Aavascript:x',
      'relatief/pad',
      '',
    ]) {
      expect(safeUrl(url), url).toBe('');
    }
  });

  it('removes control characters a browser would ignore', () => {
    expect(safeUrl(' https://nvwa.nl/\ta\nb ')).toBe('https://nvwa.nl/ab');
  });
});
