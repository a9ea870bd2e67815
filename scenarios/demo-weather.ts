import { Agents, turnInfo } from './demo-state';
import type { DemoInput } from './demo-state';
import { runTurn, step } from './script';
import type { ScriptStep } from './script';
import { toolCall } from './tool-call';

/** The dojo's backend weather tool's result: an object the client is to show, not text. */
const weather = {
  location: 'Utrecht',
  temperature: 18,
  feelsLike: 16,
  humidity: 72,
  windSpeed: 14,
  conditions: 'Half bewolkt',
  forecast: ['Middag: buien', 'Avond: droog'],
};

/** The dojo's haiku tool: the poem's lines in two languages, and the image it goes with. */
const haiku = {
  japanese: ['冷蔵庫', '七度を守る', '夏の夜'],
  english: ['The cold store hums', 'seven degrees kept with care', 'a summer evening'],
  image_name: 'koelcel.jpg',
};

/**
 * "Hoe is het weer…", "…haiku…": general-agent answers as AG-UI's dojo agents do with generative UI, with a
 * tool whose result is an object (the weather, a haiku) and no text at all: the client is to show the result.
 */
export function weatherScript(input: DemoInput): ScriptStep[] {
  const turn = turnInfo(input, Agents.general);
  const poem = /haiku/i.test(input.userText);
  return runTurn(
    turn,
    step('executing_tools', [
      ...toolCall({
        id: input.ids('call'),
        name: poem ? 'generate_haiku' : 'get_weather',
        args: poem ? { topic: 'koelcel' } : { location: 'Utrecht' },
        result: poem ? haiku : weather,
        durationMs: 300,
      }),
    ]),
  );
}
