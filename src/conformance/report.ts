/** Where a rule's verdict comes from: a frame of the event log (by its number), or a REST answer. */
export interface Evidence {
  seq?: number;
  type?: string;
  request?: string;
  /** What the rule says of the frame: the id or value it is about. */
  about?: string;
  /** The frame or answer, cut to a few hundred characters. */
  excerpt: string;
}

type Verdict = 'pass' | 'fail' | 'not-exercised';

export interface RuleResult {
  id: string;
  title: string;
  status: Verdict;
  evidence: Evidence[];
  detail?: string;
}

export interface TurnResult {
  id: string;
  /** Milliseconds from the send to the first event, the first text, the run's end; how long a reconnect took. */
  firstEventMs?: number;
  firstTextMs?: number;
  runMs?: number;
  reconnectMs?: number;
  /** `cut`: the connection lost the run; `timeout`: it never ended. */
  outcome: 'finished' | 'error' | 'cut' | 'timeout';
  /** The turn's frames in the event log: from this number, up to (not including) `toSeq`. */
  fromSeq: number;
  toSeq: number;
}

export interface Forgiven {
  what: string;
  count: number;
  seqs: number[];
}

export interface ConformanceReport {
  tool: 'hai-conformance';
  version: 1;
  profile: string;
  url: string;
  threadId: string;
  startedAt: string;
  durationMs: number;
  turns: TurnResult[];
  rules: RuleResult[];
  forgiven: Forgiven[];
  summary: { pass: number; fail: number; notExercised: number };
}

export const excerpt = (value: unknown, max = 300): string => {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

const mark = { pass: '✅ pass', fail: '❌ fail', 'not-exercised': '➖ not exercised' } as const;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The report for an issue tracker: the verdicts, each failure with its frames, the timings, what was forgiven. */
export function toMarkdown(report: ConformanceReport): string {
  const { summary } = report;
  const lines = [
    `# Conformance: ${report.profile} at ${report.url}`,
    '',
    `${summary.pass} pass, ${summary.fail} fail, ${summary.notExercised} not exercised · thread \`${report.threadId}\` · ${report.startedAt} · ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    '| rule | verdict | evidence |',
    '|---|---|---|',
    ...report.rules.map((rule) => {
      const evidence = rule.evidence
        .slice(0, 3)
        .map((e) => {
          const where = e.seq === undefined ? (e.request ?? '') : `#${e.seq} ${e.type ?? ''}`;
          return `${where}${e.about ? ` (${cell(e.about)})` : ''}: \`${cell(e.excerpt.slice(0, 120))}\``;
        })
        .join('<br>');
      return `| ${cell(rule.title)} (\`${rule.id}\`) | ${mark[rule.status]} | ${rule.detail ? cell(rule.detail) + (evidence ? '<br>' : '') : ''}${evidence} |`;
    }),
    '',
    '| turn | first event | first text | run | reconnect | outcome |',
    '|---|---:|---:|---:|---:|---|',
    ...report.turns.map((turn) => {
      const ms = (value?: number) => (value === undefined ? '—' : `${value} ms`);
      return `| ${turn.id} | ${ms(turn.firstEventMs)} | ${ms(turn.firstTextMs)} | ${ms(turn.runMs)} | ${ms(turn.reconnectMs)} | ${turn.outcome} |`;
    }),
  ];
  if (report.forgiven.length) {
    lines.push('', 'Forgiven by the client:', '');
    for (const item of report.forgiven)
      lines.push(`- ${item.what}: ${item.count} (frames ${item.seqs.slice(0, 10).join(', ')})`);
  }
  return `${lines.join('\n')}\n`;
}
