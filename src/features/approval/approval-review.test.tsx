import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, feedSession, renderWithSession } from '../../testing/render-with-session';
import ApprovalDialog from './approval-dialog';

/** IntersectionObserver, told by the test when the list's end is in view. */
class FakeObserver {
  static current: FakeObserver[] = [];
  private readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.current.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  disconnect() {
    FakeObserver.current = FakeObserver.current.filter((observer) => observer !== this);
  }

  static endInView(inView: boolean) {
    for (const observer of FakeObserver.current) {
      const entries = observer.targets.map((target) => ({ isIntersecting: inView, target }));
      act(() => observer.callback(entries as IntersectionObserverEntry[], observer as unknown as IntersectionObserver));
    }
  }
}

const padded = `100 EUR${' '.repeat(3000)}(echt: 1.000.000 EUR)`;
const notes = Array.from({ length: 30 }, (_, i) => `regel ${i + 1}`).join('\n');

/** 63 parameters: the padded amount 40 down, a long note at 55 that is cut for the first look. */
function manyParameters(): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (let i = 1; i <= 63; i++) parameters[`veld_${i}`] = `waarde ${i}`;
  parameters.veld_40 = padded;
  parameters.veld_55 = notes;
  return parameters;
}

const request = (parameters: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'CUSTOM',
  name: 'agora:tool_approval_request',
  value: { approvalId: 'a1', toolName: 'pay_fine', parameters, riskLevel: 'high', ...extra },
});

/** The list is taller than its region, as 63 parameters are in a browser. */
function overflow(region: HTMLElement) {
  Object.defineProperty(region, 'scrollHeight', { value: 4000, configurable: true });
  Object.defineProperty(region, 'clientHeight', { value: 320, configurable: true });
}

function open(parameters: Record<string, unknown>, before: unknown[] = []) {
  const session = createTestSession();
  renderWithSession(
    <>
      <textarea id="composer" aria-label="Bericht" />
      <ApprovalDialog />
    </>,
    session,
  );
  feedSession(session, [...before, request(parameters)]);
  return { session, dialog: screen.getByRole('dialog') };
}

const approveButton = () => screen.getByRole('button', { name: 'Goedkeuren' });
const feedback = () => screen.getByRole('textbox', { name: 'Toelichting (optioneel)' });

beforeEach(() => {
  FakeObserver.current = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an approval with many parameters', () => {
  it('lists every one, and approves only once the list was seen to its end and each cut value opened', async () => {
    open(manyParameters());
    const list = screen.getByRole('region', { name: '63 parameters' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(within(list).getAllByRole('term')).toHaveLength(63);
    expect(within(list).getByText(/\(echt: 1\.000\.000 EUR\)/)).toHaveTextContent(
      '100 EUR⟨3.000 lege tekens⟩(echt: 1.000.000 EUR)',
    );
    overflow(list);
    FakeObserver.endInView(false);
    expect(approveButton()).toBeDisabled();
    expect(approveButton()).toHaveAccessibleDescription(
      'Bekijk eerst alle 63 parameters (scroll naar beneden). Open eerst elke ingekorte waarde met Toon alles (nog 1).',
    );
    expect(screen.getByRole('button', { name: 'Afwijzen' })).toBeEnabled();

    FakeObserver.endInView(true);
    expect(approveButton()).toHaveAccessibleDescription('Open eerst elke ingekorte waarde met Toon alles (nog 1).');
    expect(within(list).queryByText(/regel 30/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Toon alles: veld_55' }));
    expect(within(list).getByText(/regel 30/)).toBeInTheDocument();
    expect(approveButton()).toBeEnabled();
    expect(approveButton()).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Toon minder: veld_55' }));
    expect(approveButton()).toBeEnabled();
  });

  it('does not wait for a short list that fits, and says nothing then', () => {
    open({ inspectionId: 'INS-1', language: 'nl' });
    expect(approveButton()).toBeDisabled();
    FakeObserver.endInView(true);
    expect(approveButton()).toBeEnabled();
    expect(screen.queryByText(/Bekijk eerst/)).toBeNull();
  });

  it('keeps the end seen once it was, also when the dialog is hidden and shown again', async () => {
    open({ a: 1 });
    FakeObserver.endInView(true);
    FakeObserver.endInView(false);
    expect(approveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Later beslissen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bekijken' }));
    expect(approveButton()).toBeEnabled();
  });

  it('can only be rejected when not all of it can be shown: too many, too deep or too long', async () => {
    let deep: unknown = 'bodem';
    // Deeper than the list shows (parameter-text.test.ts goes to 100,000; the test feed itself recurses).
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const many = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`p${i}`, i]));
    for (const parameters of [many, { deep }, { huge: 'x'.repeat(60_000) }]) {
      const { session, dialog } = open(parameters);
      FakeObserver.endInView(true);
      expect(approveButton()).toBeDisabled();
      expect(approveButton()).toHaveAccessibleDescription(/alleen afwijzen kan/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
      expect(session.outbox.items()).toHaveLength(1);
      document.body.replaceChildren();
    }
  });

  it('shows keys and values with markup and invisible characters as text, never as elements', () => {
    const { dialog } = open({ '<img src=x onerror="window.x=1">': '<script>window.x=2</script>', bidi: 'a\u202eb' });
    expect(dialog.querySelector('img, script')).toBeNull();
    expect(dialog).toHaveTextContent('<img src=x onerror="window.x=1">');
    expect(dialog).toHaveTextContent('a⟨onzichtbaar teken U+202E⟩b');
  });
});

describe('keys typed as the dialog opens', () => {
  it('go on in the feedback field when they reach the dialog, after what the composer already had', async () => {
    const session = createTestSession();
    renderWithSession(
      <>
        <textarea id="composer" aria-label="Bericht" />
        <ApprovalDialog />
      </>,
      session,
    );
    const composer = screen.getByRole('textbox', { name: 'Bericht' });
    await userEvent.click(composer);
    await userEvent.keyboard('Koelcel is 9');
    feedSession(session, [request({ a: 1 })]);
    expect(screen.getByRole('heading', { name: /Toestemming nodig/ })).toHaveFocus();
    await userEvent.keyboard(' °C, nog? navragen');
    expect(composer).toHaveValue('Koelcel is 9');
    expect(feedback()).toHaveValue(' °C, nog? navragen');
    expect(feedback()).toHaveFocus();
  });

  it('never approves on Enter, and leaves shortcuts, Space on a control and typing in a field alone', async () => {
    const { session } = open({ a: 1 });
    FakeObserver.endInView(true);
    const heading = screen.getByRole('heading', { name: /Toestemming nodig/ });
    await userEvent.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    screen.getByRole('region', { name: '1 parameter' }).focus();
    await userEvent.keyboard(' ');
    expect(feedback()).toHaveValue('');
    await userEvent.keyboard('k');
    expect(feedback()).toHaveValue('k');
    await userEvent.keyboard('{Enter}o');
    expect(feedback()).toHaveValue('k\no');
    expect(session.outbox.items()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('an approval out of place', () => {
  it('after its run ended: a note that describes the dialog, and it can still be answered', async () => {
    const { session, dialog } = open({ a: 1 }, [
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ]);
    expect(dialog).toHaveAccessibleDescription(/dit verzoek kwam na het einde van de run/);
    FakeObserver.endInView(true);
    await userEvent.click(approveButton());
    expect(session.outbox.items()).toHaveLength(1);
  });

  it('naming a tool call that never started: a note with its id', () => {
    const session = createTestSession();
    renderWithSession(<ApprovalDialog />, session);
    feedSession(session, [
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      request({ a: 1 }, { toolCallId: 'call-ghost' }),
    ]);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Let op: dit verzoek noemt een tool-aanroep die nooit begon (call-ghost).',
    );
  });
});
