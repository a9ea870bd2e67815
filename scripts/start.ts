import { spawn } from 'node:child_process';
import { answers, appEnv, portIsFree, saysPortTaken, services, startHost, type Service } from './start-logic.ts';
import { startServices, type Child } from './start-run.ts';

// Starts the mock AGORA server and the app's dev server together (MOCK_PORT, APP_PORT), and says where to go
// once both answer. A taken port, or either process ending, stops both with a non-zero exit code.

const commands = (service: Service): [string, string[]] =>
  service.name === 'mock'
    ? [
        process.execPath,
        ['--import', 'tsx', 'mock-server/main.ts', '--port', String(service.port), '--host', startHost],
      ]
    : [
        process.execPath,
        ['node_modules/vite/bin/vite.js', '--host', startHost, '--port', String(service.port), '--strictPort'],
      ];

function spawnService(service: Service, mockPort: number): Child {
  const [command, args] = commands(service);
  const env = service.name === 'app' ? appEnv(process.env, mockPort) : process.env;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let portTaken = false;
  const relay = (write: (text: string) => void) => (chunk: Buffer) => {
    const lines = chunk.toString().split('\n');
    if (lines.some(saysPortTaken)) portTaken = true;
    write(lines.map((line) => (line.trim() ? `[${service.name}] ${line}\n` : '')).join(''));
  };
  child.stdout.on(
    'data',
    relay((text) => process.stdout.write(text)),
  );
  child.stderr.on(
    'data',
    relay((text) => process.stderr.write(text)),
  );
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  return { exited, stop, portTaken: () => portTaken };
}

let list: [Service, Service];
try {
  list = services(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

// Ctrl+C, a SIGTERM, or npm itself ended (a SIGTERM to npm alone leaves its script's process behind).
const parent = process.ppid;
const interrupted = new Promise((resolve) => {
  process.once('SIGINT', resolve);
  process.once('SIGTERM', resolve);
  setInterval(() => process.ppid !== parent && resolve(undefined), 1000).unref();
});
const code = await startServices(list, {
  portIsFree: (port) => portIsFree(port),
  spawn: (service) => spawnService(service, list[0].port),
  answers: (url, stop) => answers(url, { stop }),
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  interrupted,
});
process.exit(code);
