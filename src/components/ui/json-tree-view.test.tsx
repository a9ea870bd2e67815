import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JsonTreeView } from './json-tree-view';

const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('JsonTreeView', () => {
  it('renders collapsed children lazily and expands them on demand', async () => {
    render(<JsonTreeView value={{ outer: { inner: { deep: 'bodem' } }, count: 3, ok: true, none: null }} />);
    expect(screen.getByText('"outer":')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveClass('text-sky-700');
    expect(screen.queryByText('"inner":')).toBeNull();
    expect(toggle(/"outer"/)).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle(/"outer"/));
    expect(toggle(/"outer"/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('"inner":')).toBeInTheDocument();
    expect(screen.queryByText('"bodem"')).toBeNull();
  });

  it('renders a large value collapsed without its children', () => {
    const big = { items: Array.from({ length: 20_000 }, (_, i) => ({ i, text: 'x'.repeat(50) })) };
    const { container } = render(<JsonTreeView value={big} labels={{ items: (n) => `${n} items` }} />);
    expect(toggle(/"items"/)).toHaveTextContent('[20000 items]');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('truncates long strings and shows the rest on request', async () => {
    const long = 'a'.repeat(600) + 'EINDE';
    render(<JsonTreeView value={{ long }} labels={{ showMore: 'meer' }} />);
    expect(screen.queryByText(/EINDE/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'meer' }));
    expect(screen.getByText(/EINDE"$/)).toBeInTheDocument();
  });

  it('pages through large arrays a hundred at a time', async () => {
    render(<JsonTreeView value={Array.from({ length: 250 }, (_, i) => `v${i}`)} labels={{ showMore: 'meer' }} />);
    expect(screen.getByText('"v99"')).toBeInTheDocument();
    expect(screen.queryByText('"v100"')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'meer (150)' }));
    expect(screen.getByText('"v199"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'meer (50)' })).toBeInTheDocument();
  });

  it('auto-expands and highlights the nodes at the given paths', () => {
    const value = {
      inspection: { findings: [{ id: 'f0' }, { id: 'f1' }, { id: 'f2' }] },
      currentAgent: 'a',
      other: { x: 1 },
    };
    render(
      <JsonTreeView
        value={value}
        highlightPaths={['/inspection/findings/2', '/currentAgent']}
        defaultExpandDepth={0}
        labels={{ changed: 'gewijzigd' }}
      />,
    );
    expect(toggle(/"inspection"/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/"findings"/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/^1:/)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(/gewijzigd/)).toHaveAccessibleName(/^2:\s*gewijzigd/);
    expect(toggle(/"other"/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('"currentAgent":').parentElement).toHaveClass('bg-amber-100');
    expect(screen.getAllByText('gewijzigd')).toHaveLength(2);
  });

  it('reads "-" as the last element of the array', () => {
    const findings = [{ id: 'f0' }, { id: 'f1' }];
    const { rerender } = render(<JsonTreeView value={{ findings }} labels={{ changed: 'gewijzigd' }} />);
    expect(toggle(/"findings"/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('0:')).toBeNull();

    const next = { findings: [...findings, { id: 'f2' }] };
    rerender(<JsonTreeView value={next} highlightPaths={['/findings/-']} labels={{ changed: 'gewijzigd' }} />);
    expect(toggle(/"findings"/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/gewijzigd/)).toHaveAccessibleName(/^2:\s*gewijzigd/);
    expect(screen.getByText('"f2"')).toBeInTheDocument();
  });

  it('does not re-render a subtree whose value kept its identity', () => {
    const read = vi.fn(() => 'stil');
    const subtree = () => ({
      get leaf() {
        return read();
      },
    });
    const untouched = subtree();
    const { rerender } = render(<JsonTreeView value={{ changed: 1, untouched }} defaultExpandDepth={2} />);
    const reads = read.mock.calls.length;
    expect(reads).toBeGreaterThan(0);

    rerender(<JsonTreeView value={{ changed: 2, untouched }} defaultExpandDepth={2} />);
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(reads);

    rerender(<JsonTreeView value={{ changed: 2, untouched: subtree() }} defaultExpandDepth={2} />);
    expect(read.mock.calls.length).toBeGreaterThan(reads);
  });
});
