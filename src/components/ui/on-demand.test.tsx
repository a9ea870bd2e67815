import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

const module = (text: string) => ({ default: () => <p>{text}</p> });

describe('onDemand', () => {
  it('loads once the page has loaded, and shows what it loaded in the first render after', async () => {
    const load = vi.fn(() => Promise.resolve(module('geladen')));
    const useThing = onDemand(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    function Host() {
      const thing = useThing(false);
      return thing ? thing() : <p>leeg</p>;
    }
    render(<Host />);
    expect(screen.getByText('geladen')).toBeInTheDocument();
  });

  it('loads when wanted before that, and shows it once it is there', async () => {
    let resolve!: (value: ReturnType<typeof module>) => void;
    const load = vi.fn(() => new Promise<ReturnType<typeof module>>((done) => (resolve = done)));
    const useThing = onDemand(load);
    function Host({ wanted }: { wanted: boolean }) {
      const thing = useThing(wanted);
      return wanted && thing ? thing() : <p>leeg</p>;
    }
    const { rerender } = render(<Host wanted={false} />);
    rerender(<Host wanted />);
    expect(screen.getByText('leeg')).toBeInTheDocument();
    resolve(module('geladen'));
    expect(await screen.findByText('geladen')).toBeInTheDocument();
  });
});
