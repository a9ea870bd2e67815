import type { BaseEvent } from '@ag-ui/core';
import { handoffToolNames } from '../scenarios/handoff';
import { openaiCallId, pyRepr } from './langgraph-python';
import { withoutUserContext } from './store';
import type { HistoryEntry, SessionStore } from './store';

/** A history entry as server-langgraph's `GET /sessions/{id}/history` returns it. */
export type LanggraphEntry =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; agent_id: string; spoken_text: string | null }
  | { role: 'tool_call'; tool_call_id: string; tool_name: string; content: string; agent_id: string }
  | { role: 'tool'; tool_call_id: string; tool_name: string; content: string };

/**
 * What LangGraph's checkpointer keeps of a thread. It lives apart from the session's metadata (the store's
 * record), as in server-langgraph: `DELETE /sessions/{id}` removes the metadata only.
 */
export interface LanggraphThread {
  history: LanggraphEntry[];
  /** The demo's own agent state (the inspection); never sent, the next demo script reads it. */
  state?: unknown;
  /** Session-level, as the graph keeps it: switched by the `update_user_settings` tool and the wake word. */
  mode: 'feedback' | 'listen';
  buffered: number;
  /** A run was cancelled mid-answer: the graph has pending work, so the next message resumes it. */
  pending?: { text: string; spoken: string | null };
}

/** What a sent event leaves in the checkpoint: history entries and the demo state it carried. */
export interface RunNote {
  history?: LanggraphEntry[];
  state?: BaseEvent[];
}

/** Notes by event identity: the dialect writes them, the langgraph run's recorder reads what was sent. */
export const runNotes = new WeakMap<BaseEvent, RunNote>();

export function noted<E extends BaseEvent>(event: E, note: RunNote): E {
  const old = runNotes.get(event) ?? {};
  runNotes.set(event, {
    history: [...(old.history ?? []), ...(note.history ?? [])],
    state: [...(old.state ?? []), ...(note.state ?? [])],
  });
  return event;
}

const checkpoints = new WeakMap<SessionStore, Map<string, LanggraphThread>>();

function threadsOf(store: SessionStore): Map<string, LanggraphThread> {
  let threads = checkpoints.get(store);
  if (!threads) checkpoints.set(store, (threads = new Map()));
  return threads;
}

/** The thread's checkpoint, made on its first run. */
export function langgraphThread(store: SessionStore, threadId: string): LanggraphThread {
  const threads = threadsOf(store);
  let thread = threads.get(threadId);
  if (!thread) {
    const record = store.get(threadId);
    const history = record ? toLanggraphHistory(record.history) : [];
    thread = { history, mode: 'feedback', buffered: 0, state: record?.state };
    threads.set(threadId, thread);
  }
  return thread;
}

/** server-openai's hand-off tool names → server-langgraph's. */
export const langgraphHandoffNames: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(handoffToolNames).map(([agent, name]) => [name, `transfer_to_${agent.replace(/-agent$/, '')}`]),
);

const argsRepr = (content: string | null): string => {
  try {
    return pyRepr(JSON.parse(content ?? '{}'));
  } catch {
    return pyRepr(content);
  }
};

/** A stored (server-openai shaped) history in server-langgraph's shape: used for seeded sessions. */
function toLanggraphHistory(entries: readonly HistoryEntry[]): LanggraphEntry[] {
  return entries.map((entry): LanggraphEntry => {
    switch (entry.role) {
      case 'user':
        return { role: 'user', content: withoutUserContext(entry.content) };
      case 'assistant':
        return { role: 'assistant', content: entry.content, agent_id: '', spoken_text: null };
      case 'tool_call': {
        const name = langgraphHandoffNames[entry.tool_name] ?? entry.tool_name;
        const id = openaiCallId(entry.tool_call_id);
        return {
          role: 'tool_call',
          tool_call_id: id,
          tool_name: name,
          content: argsRepr(entry.content),
          agent_id: entry.agent_id,
        };
      }
      case 'tool': {
        const name = langgraphHandoffNames[entry.tool_name] ?? entry.tool_name;
        const content = entry.content.replace(/^Transferred to /, 'Transferring to ');
        return { role: 'tool', tool_call_id: openaiCallId(entry.tool_call_id), tool_name: name, content };
      }
    }
  });
}

/**
 * `GET /sessions/{id}/history` as server-langgraph answers it: read from the checkpoint, so it still answers
 * after `DELETE`, and an unknown thread is an empty history, not a 404.
 */
export function langgraphHistory(store: SessionStore, threadId: string, includeTools: boolean): LanggraphEntry[] {
  const thread = threadsOf(store).get(threadId);
  const seeded = store.get(threadId)?.history;
  const entries = thread ? thread.history : seeded ? toLanggraphHistory(seeded) : [];
  return includeTools ? [...entries] : entries.filter((e) => e.role === 'user' || e.role === 'assistant');
}
