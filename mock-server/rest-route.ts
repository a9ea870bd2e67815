import type { MockBackendKind } from './backend-kind';
import type { ContractVersion } from './contract-version';
import type { MissingRoute } from './missing-routes';
import type { SessionStore } from './store';
import type { UserDirectory } from './user-directory';

export interface Reply {
  status: number;
  body: unknown;
}
export const reply = (status: number, body: unknown): Reply => ({ status, body });
export const detail = (status: number, text: string): Reply => ({ status, body: { detail: text } });

interface RestRequest {
  params: URLSearchParams;
  /** The path's one parameter, decoded (session or user id); '' for routes without one. */
  id: string;
  /** PUT and POST: the JSON body, `undefined` when empty, `invalidJson` when it does not parse. */
  body: unknown;
}
export type Handler = (req: RestRequest) => Reply;
export interface Route {
  pattern: RegExp;
  methods: Partial<Record<string, Handler>>;
  /** The answer when the path's id is not valid percent-encoding. */
  missing?: Reply;
}

/** What only tests ask for: every frame clients sent, to prove nothing was lost or doubled. */
interface TestHooks {
  receivedFrames: () => unknown[];
}

export interface RestContext {
  /** Which AGORA server this backend imitates on the wire. */
  backend: MockBackendKind;
  store: SessionStore;
  users: UserDirectory;
  contract: ContractVersion;
  /** Who owns the sessions a user id asks for (v2.5.1: a persona name stands for its user's UUID). */
  owner: (userId: string) => string;
  health: () => Record<string, unknown>;
  testHooks?: TestHooks;
  /** Routes this server lacks (`--without`), as AGORA's older mock. */
  without?: ReadonlySet<MissingRoute>;
}
