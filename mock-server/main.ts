import { demoPrompts } from '../scenarios/demo-inspection';
import { parseCliOptions, usage } from './cli-options';
import type { CliOptions } from './cli-options';
import { createMockServer } from './server';

let options: CliOptions;
try {
  options = parseCliOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const stamp = (): string => new Date().toISOString().slice(11, 19);
const server = await createMockServer({ ...options, log: (line) => console.log(`${stamp()} ${line}`) }).catch(
  (error: unknown) => {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${options.port} on ${options.host} is already in use: pass --port.` : String(error),
    );
    process.exit(1);
  },
);

const personas = [...server.store.users()].map(([user, count]) => `${user} (${count})`).join(', ');
console.log(`AGORA mock server (HAI API contract v2.4.1)
  REST       ${server.url}        e.g. ${server.url}/sessions?user_id=koen
  WebSocket  ${server.wsUrl}
  Health     ${server.url}/health
  Delay      ×${options.delay}${options.delay === 0 ? ' (no pauses)' : ''}
  Personas   ${personas || 'none (started with --no-seed)'}
  Behaves    like AGORA's server-openai: strict frames, a new message cancels the run (see mock-server/README.md)
  Demo prompts:
${Object.entries(demoPrompts)
  .map(([name, prompt]) => `    ${name.padEnd(10)} ${prompt}`)
  .join('\n')}
Ctrl+C stops the server.`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
