import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logEntries } from '../../../model/event-log';
import { installFakeLayout } from '../../../testing/fake-layout';
import { createTestSession, feedSession, renderWithSession } from '../../../testing/render-with-session';
import { EventInspector } from './event-inspector';
import { eventLogToJsonl } from './export-event-log';
import { readFileText } from './file-io';
import { useImportOutcome } from './import-outcome-store';

installFakeLayout();

const started = { type: 'RUN_STARTED', threadId: 'test-thread', runId: 'run-1' };

function setup(events: unknown[] = []) {
  const session = createTestSession();
  feedSession(session, events);
  const onReplay = vi.fn();
  renderWithSession(<EventInspector onReplay={onReplay} />, session);
  return { session, onReplay, user: userEvent.setup() };
}

describe('EventInspector export', () => {
  const blobs: Blob[] = [];
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    useImportOutcome.setState({ speed: 1, outcome: undefined });
    blobs.length = 0;
    clicked.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:events')),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the whole log as JSONL, even while paused', async () => {
    const { session, user } = setup([started, { type: 'NOPE' }]);
    await user.click(screen.getByRole('button', { name: 'Pauzeren' }));
    feedSession(session, [{ type: 'RUN_FINISHED', threadId: 'test-thread', runId: 'run-1' }]);
    await user.click(screen.getByRole('button', { name: 'Exporteren (JSONL)' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^hai-events-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl$/);
    expect(clicked[0]!.href).toBe('blob:events');
    const text = await readFileText(blobs[0]!);
    expect(text).toBe(eventLogToJsonl(logEntries(session.store.getState().eventLog)));
    expect(
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).type),
    ).toEqual(['RUN_STARTED', 'REJECTED', 'RUN_FINISHED']);
  });

  it('has nothing to export from an empty log', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Exporteren (JSONL)' })).toBeDisabled();
  });
});

describe('EventInspector import', () => {
  const upload = async (user: ReturnType<typeof userEvent.setup>, text: string, name = 'log.jsonl') =>
    user.upload(
      screen.getByLabelText('Log afspelen uit bestand'),
      new File([text], name, { type: 'application/x-ndjson' }),
    );

  it('replays the good frames at the chosen speed and lists the bad lines by number', async () => {
    const { onReplay, user } = setup();
    await user.selectOptions(screen.getByLabelText('Afspeelsnelheid'), '5');
    const entry = JSON.stringify({
      seq: 1,
      at: 1000,
      direction: 'in',
      type: 'RUN_STARTED',
      size: 50,
      payload: started,
    });
    await upload(
      user,
      [
        entry,
        '{"type":"RUN_FINISHED"',
        '',
        '{"type":"RUN_FINISHED","threadId":"test-thread","runId":"run-1"}',
        '42',
      ].join('\n'),
    );
    expect(await screen.findByText('2 frames afgespeeld')).toBeInTheDocument();
    expect(onReplay).toHaveBeenCalledWith(
      [
        { at: 1000, text: JSON.stringify(started) },
        { at: 1050, text: '{"type":"RUN_FINISHED","threadId":"test-thread","runId":"run-1"}' },
      ],
      5,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 regels in log.jsonl overgeslagen');
    expect(alert).toHaveTextContent('regel 2: geen geldige JSON');
    expect(alert).toHaveTextContent('regel 5: geen JSON-object');
  });

  it('offers the file in Dutch: a labelled button and the chosen file’s name, the native input hidden', async () => {
    useImportOutcome.setState({ outcome: undefined });
    const { user } = setup();
    const input = screen.getByLabelText('Log afspelen uit bestand');
    expect(input).toHaveClass('sr-only');
    expect(screen.getByText('Bestand kiezen…')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Geen bestand gekozen');
    await upload(user, 'nope\n', 'leeg.txt');
    await waitFor(() => expect(input).toHaveAccessibleDescription('leeg.txt'));
  });

  it('does not replay a file without frames', async () => {
    const { onReplay, user } = setup();
    await upload(user, 'nope\n', 'empty.txt');
    expect(await screen.findByText('Geen frames om af te spelen in empty.txt')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('regel 1: geen geldige JSON');
    expect(onReplay).not.toHaveBeenCalled();
  });

  it("says in Dutch which file could not be read, without the browser's own reason", async () => {
    vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function fail(this: FileReader) {
      Object.defineProperty(this, 'error', {
        value: new DOMException('The requested file could not be read', 'NotReadableError'),
      });
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    const { onReplay, user } = setup();
    await upload(user, '{}', 'weg.jsonl');
    expect(await screen.findByRole('alert')).toHaveTextContent('weg.jsonl kon niet gelezen worden.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('requested');
    expect(onReplay).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('offers the replay speeds, as fast as possible included', () => {
    setup();
    const options = Array.from((screen.getByLabelText('Afspeelsnelheid') as HTMLSelectElement).options, (option) => [
      option.value,
      option.text,
    ]);
    expect(options).toEqual([
      ['0', 'Zo snel mogelijk'],
      ['1', '1×'],
      ['2', '2×'],
      ['5', '5×'],
      ['10', '10×'],
    ]);
  });
});
