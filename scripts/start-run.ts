import { freePortNear, portTakenMessage, runningMessage, type Service } from './start-logic.ts';

/** A started service as the supervisor sees it. */
export interface Child {
  /** Resolves with the exit code (1 for a signal) when the process ends. */
  exited: Promise<number>;
  /** Ends the process; resolves once it has. */
  stop(): Promise<void>;
  /** Whether its output said its port is taken. */
  portTaken(): boolean;
}

export interface StartDeps {
  portIsFree(port: number): Promise<boolean>;
  spawn(service: Service): Child;
  /** Resolves true once the URL answers, false when `stop` resolves first or it never does. */
  answers(url: string, stop: Promise<unknown>): Promise<boolean>;
  out(text: string): void;
  err(text: string): void;
  /** Resolves when the user asks to stop (Ctrl+C, SIGTERM). */
  interrupted: Promise<unknown>;
}

type Ending = { kind: 'exit'; index: number; code: number } | { kind: 'interrupted' };

function exitMessage(service: Service, child: Child, code: number): string {
  if (child.portTaken()) return portTakenMessage(service);
  return `${service.label} stopped (exit code ${code}); stopping the rest.`;
}

/**
 * Starts the mock and the app, says they run only once both answer, and stops both as soon as either ends or
 * the user interrupts. A taken port is found before anything starts. Resolves with the exit code for the process.
 */
export async function startServices(list: [Service, Service], deps: StartDeps): Promise<number> {
  let taken = false;
  for (const service of list) {
    if (await deps.portIsFree(service.port)) continue;
    const ports = list.map((each) => each.port);
    deps.err(portTakenMessage(service, await freePortNear(service.port, ports, deps.portIsFree)));
    taken = true;
  }
  if (taken) return 1;

  const children = list.map((service) => deps.spawn(service));
  const stopAll = () => Promise.all(children.map((child) => child.stop()));
  const ended: Promise<Ending> = Promise.race([
    ...children.map((child, index) => child.exited.then((code): Ending => ({ kind: 'exit', index, code }))),
    deps.interrupted.then((): Ending => ({ kind: 'interrupted' })),
  ]);
  const ready = Promise.all(list.map((service) => deps.answers(service.readyUrl, ended)));
  const first = await Promise.race([ready, ended]);
  if (Array.isArray(first) && first.every(Boolean)) deps.out(runningMessage(list));
  else if (Array.isArray(first)) {
    const late = list.filter((_, index) => !first[index]).map((service) => `${service.label} (${service.readyUrl})`);
    deps.err(`${late.join(' and ')} did not answer in time; stopping.`);
    await stopAll();
    return 1;
  }

  const ending = await ended;
  if (ending.kind === 'interrupted') {
    await stopAll();
    return 0;
  }
  const service = list[ending.index]!;
  deps.err(exitMessage(service, children[ending.index]!, ending.code));
  await stopAll();
  return ending.code === 0 ? 1 : ending.code;
}
