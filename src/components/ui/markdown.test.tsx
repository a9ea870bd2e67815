import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown, { safeUrl } from './markdown';

describe('Markdown', () => {
  it('renders tables and lists', () => {
    render(<Markdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n\n- een\n- twee'} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never renders raw HTML', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> <script>alert(2)</script> **ok**'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('opens links safely and makes unsafe links inert', () => {
    render(<Markdown text={'[web](https://nvwa.nl) [kwaad](javascript:alert(1)) [data](data:text/html,x)'} />);
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'kwaad' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('');
  });
});
